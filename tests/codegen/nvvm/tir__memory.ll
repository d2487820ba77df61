; kernel paddings [T=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @paddings(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = and i32 %v10, 15
  %v12 = sext i32 %v4 to i64
  %v13 = mul i64 %v12, 16
  %v14 = zext i32 %v11 to i64
  %v15 = add i64 %v13, %v14
  %v16 = zext i32 %p1 to i64
  %v17 = add i64 %v13, 16
  %v18 = icmp sle i64 %v17, %v16
  %v19 = icmp sge i64 %v12, 0
  %v20 = and i1 %v18, %v19
  br i1 %v20, label %ld_full1, label %ld_edge2
ld_full1:
  %v21 = icmp ult i64 %v15, %v16
  %v22 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v23 = bitcast float addrspace(1)* %v22 to <4 x float> addrspace(1)*
  %v24 = load <4 x float>, <4 x float> addrspace(1)* %v23, align 16
  %v25 = extractelement <4 x float> %v24, i32 0
  %v26 = extractelement <4 x float> %v24, i32 1
  %v27 = extractelement <4 x float> %v24, i32 2
  %v28 = extractelement <4 x float> %v24, i32 3
  br label %ld_done3
ld_edge2:
  %v29 = bitcast float 0x0000000000000000 to i32
  %v30 = icmp ult i64 %v15, %v16
  %v31 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v32 = bitcast float addrspace(1)* %v31 to <4 x float> addrspace(1)*
  %v33 = ptrtoint <4 x float> addrspace(1)* %v32 to i64
  %v34 = zext i1 %v30 to i32
  %v35 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v33, i32 %v34, i32 %v29, i32 %v29, i32 %v29, i32 %v29)
  %v36 = extractvalue {i32, i32, i32, i32} %v35, 0
  %v37 = extractvalue {i32, i32, i32, i32} %v35, 1
  %v38 = extractvalue {i32, i32, i32, i32} %v35, 2
  %v39 = extractvalue {i32, i32, i32, i32} %v35, 3
  %v40 = bitcast i32 %v36 to float
  %v41 = bitcast i32 %v37 to float
  %v42 = bitcast i32 %v38 to float
  %v43 = bitcast i32 %v39 to float
  %v44 = insertelement <4 x float> undef, float %v40, i32 0
  %v45 = insertelement <4 x float> %v44, float %v41, i32 1
  %v46 = insertelement <4 x float> %v45, float %v42, i32 2
  %v47 = insertelement <4 x float> %v46, float %v43, i32 3
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_done3
ld_done3:
  %v52 = phi float [ %v25, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v53 = phi float [ %v26, %ld_full1 ], [ %v49, %ld_edge2 ]
  %v54 = phi float [ %v27, %ld_full1 ], [ %v50, %ld_edge2 ]
  %v55 = phi float [ %v28, %ld_full1 ], [ %v51, %ld_edge2 ]
  %v56 = and i32 %v2, 1
  %v57 = shl i32 %v56, 2
  %v58 = lshr i32 %v2, 1
  %v59 = and i32 %v58, 1
  %v60 = shl i32 %v59, 3
  %v61 = or i32 %v57, %v60
  %v62 = and i32 %v61, 15
  %v63 = sext i32 %v4 to i64
  %v64 = mul i64 %v63, 16
  %v65 = zext i32 %v62 to i64
  %v66 = add i64 %v64, %v65
  %v67 = zext i32 %p1 to i64
  %v68 = add i64 %v64, 16
  %v69 = icmp sle i64 %v68, %v67
  %v70 = icmp sge i64 %v63, 0
  %v71 = and i1 %v69, %v70
  br i1 %v71, label %ld_full4, label %ld_edge5
ld_full4:
  %v72 = icmp ult i64 %v66, %v67
  %v73 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v74 = bitcast float addrspace(1)* %v73 to <4 x float> addrspace(1)*
  %v75 = load <4 x float>, <4 x float> addrspace(1)* %v74, align 16
  %v76 = extractelement <4 x float> %v75, i32 0
  %v77 = extractelement <4 x float> %v75, i32 1
  %v78 = extractelement <4 x float> %v75, i32 2
  %v79 = extractelement <4 x float> %v75, i32 3
  br label %ld_done6
ld_edge5:
  %v80 = bitcast float 0xFFF0000000000000 to i32
  %v81 = icmp ult i64 %v66, %v67
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v83 = bitcast float addrspace(1)* %v82 to <4 x float> addrspace(1)*
  %v84 = ptrtoint <4 x float> addrspace(1)* %v83 to i64
  %v85 = zext i1 %v81 to i32
  %v86 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v84, i32 %v85, i32 %v80, i32 %v80, i32 %v80, i32 %v80)
  %v87 = extractvalue {i32, i32, i32, i32} %v86, 0
  %v88 = extractvalue {i32, i32, i32, i32} %v86, 1
  %v89 = extractvalue {i32, i32, i32, i32} %v86, 2
  %v90 = extractvalue {i32, i32, i32, i32} %v86, 3
  %v91 = bitcast i32 %v87 to float
  %v92 = bitcast i32 %v88 to float
  %v93 = bitcast i32 %v89 to float
  %v94 = bitcast i32 %v90 to float
  %v95 = insertelement <4 x float> undef, float %v91, i32 0
  %v96 = insertelement <4 x float> %v95, float %v92, i32 1
  %v97 = insertelement <4 x float> %v96, float %v93, i32 2
  %v98 = insertelement <4 x float> %v97, float %v94, i32 3
  %v99 = extractelement <4 x float> %v98, i32 0
  %v100 = extractelement <4 x float> %v98, i32 1
  %v101 = extractelement <4 x float> %v98, i32 2
  %v102 = extractelement <4 x float> %v98, i32 3
  br label %ld_done6
ld_done6:
  %v103 = phi float [ %v76, %ld_full4 ], [ %v99, %ld_edge5 ]
  %v104 = phi float [ %v77, %ld_full4 ], [ %v100, %ld_edge5 ]
  %v105 = phi float [ %v78, %ld_full4 ], [ %v101, %ld_edge5 ]
  %v106 = phi float [ %v79, %ld_full4 ], [ %v102, %ld_edge5 ]
  %v107 = and i32 %v2, 1
  %v108 = shl i32 %v107, 2
  %v109 = lshr i32 %v2, 1
  %v110 = and i32 %v109, 1
  %v111 = shl i32 %v110, 3
  %v112 = or i32 %v108, %v111
  %v113 = and i32 %v112, 15
  %v114 = sext i32 %v4 to i64
  %v115 = mul i64 %v114, 16
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p1 to i64
  %v119 = add i64 %v115, 16
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  br i1 %v122, label %ld_full7, label %ld_edge8
ld_full7:
  %v123 = icmp ult i64 %v117, %v118
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v125 = bitcast float addrspace(1)* %v124 to <4 x float> addrspace(1)*
  %v126 = load <4 x float>, <4 x float> addrspace(1)* %v125, align 16
  %v127 = extractelement <4 x float> %v126, i32 0
  %v128 = extractelement <4 x float> %v126, i32 1
  %v129 = extractelement <4 x float> %v126, i32 2
  %v130 = extractelement <4 x float> %v126, i32 3
  br label %ld_done9
ld_edge8:
  %v131 = bitcast float 0x7FF0000000000000 to i32
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v117
  %v134 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  %v135 = ptrtoint <4 x float> addrspace(1)* %v134 to i64
  %v136 = zext i1 %v132 to i32
  %v137 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v135, i32 %v136, i32 %v131, i32 %v131, i32 %v131, i32 %v131)
  %v138 = extractvalue {i32, i32, i32, i32} %v137, 0
  %v139 = extractvalue {i32, i32, i32, i32} %v137, 1
  %v140 = extractvalue {i32, i32, i32, i32} %v137, 2
  %v141 = extractvalue {i32, i32, i32, i32} %v137, 3
  %v142 = bitcast i32 %v138 to float
  %v143 = bitcast i32 %v139 to float
  %v144 = bitcast i32 %v140 to float
  %v145 = bitcast i32 %v141 to float
  %v146 = insertelement <4 x float> undef, float %v142, i32 0
  %v147 = insertelement <4 x float> %v146, float %v143, i32 1
  %v148 = insertelement <4 x float> %v147, float %v144, i32 2
  %v149 = insertelement <4 x float> %v148, float %v145, i32 3
  %v150 = extractelement <4 x float> %v149, i32 0
  %v151 = extractelement <4 x float> %v149, i32 1
  %v152 = extractelement <4 x float> %v149, i32 2
  %v153 = extractelement <4 x float> %v149, i32 3
  br label %ld_done9
ld_done9:
  %v154 = phi float [ %v127, %ld_full7 ], [ %v150, %ld_edge8 ]
  %v155 = phi float [ %v128, %ld_full7 ], [ %v151, %ld_edge8 ]
  %v156 = phi float [ %v129, %ld_full7 ], [ %v152, %ld_edge8 ]
  %v157 = phi float [ %v130, %ld_full7 ], [ %v153, %ld_edge8 ]
  %v158 = and i32 %v2, 1
  %v159 = shl i32 %v158, 2
  %v160 = lshr i32 %v2, 1
  %v161 = and i32 %v160, 1
  %v162 = shl i32 %v161, 3
  %v163 = or i32 %v159, %v162
  %v164 = and i32 %v163, 15
  %v165 = sext i32 %v4 to i64
  %v166 = mul i64 %v165, 16
  %v167 = zext i32 %v164 to i64
  %v168 = add i64 %v166, %v167
  %v169 = zext i32 %p1 to i64
  %v170 = add i64 %v166, 16
  %v171 = icmp sle i64 %v170, %v169
  %v172 = icmp sge i64 %v165, 0
  %v173 = and i1 %v171, %v172
  br i1 %v173, label %ld_full10, label %ld_edge11
ld_full10:
  %v174 = icmp ult i64 %v168, %v169
  %v175 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v168
  %v176 = bitcast float addrspace(1)* %v175 to <4 x float> addrspace(1)*
  %v177 = load <4 x float>, <4 x float> addrspace(1)* %v176, align 16
  %v178 = extractelement <4 x float> %v177, i32 0
  %v179 = extractelement <4 x float> %v177, i32 1
  %v180 = extractelement <4 x float> %v177, i32 2
  %v181 = extractelement <4 x float> %v177, i32 3
  br label %ld_done12
ld_edge11:
  %v182 = bitcast float 0x7FF8000000000000 to i32
  %v183 = icmp ult i64 %v168, %v169
  %v184 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v168
  %v185 = bitcast float addrspace(1)* %v184 to <4 x float> addrspace(1)*
  %v186 = ptrtoint <4 x float> addrspace(1)* %v185 to i64
  %v187 = zext i1 %v183 to i32
  %v188 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v186, i32 %v187, i32 %v182, i32 %v182, i32 %v182, i32 %v182)
  %v189 = extractvalue {i32, i32, i32, i32} %v188, 0
  %v190 = extractvalue {i32, i32, i32, i32} %v188, 1
  %v191 = extractvalue {i32, i32, i32, i32} %v188, 2
  %v192 = extractvalue {i32, i32, i32, i32} %v188, 3
  %v193 = bitcast i32 %v189 to float
  %v194 = bitcast i32 %v190 to float
  %v195 = bitcast i32 %v191 to float
  %v196 = bitcast i32 %v192 to float
  %v197 = insertelement <4 x float> undef, float %v193, i32 0
  %v198 = insertelement <4 x float> %v197, float %v194, i32 1
  %v199 = insertelement <4 x float> %v198, float %v195, i32 2
  %v200 = insertelement <4 x float> %v199, float %v196, i32 3
  %v201 = extractelement <4 x float> %v200, i32 0
  %v202 = extractelement <4 x float> %v200, i32 1
  %v203 = extractelement <4 x float> %v200, i32 2
  %v204 = extractelement <4 x float> %v200, i32 3
  br label %ld_done12
ld_done12:
  %v205 = phi float [ %v178, %ld_full10 ], [ %v201, %ld_edge11 ]
  %v206 = phi float [ %v179, %ld_full10 ], [ %v202, %ld_edge11 ]
  %v207 = phi float [ %v180, %ld_full10 ], [ %v203, %ld_edge11 ]
  %v208 = phi float [ %v181, %ld_full10 ], [ %v204, %ld_edge11 ]
  %v209 = and i32 %v2, 1
  %v210 = shl i32 %v209, 2
  %v211 = lshr i32 %v2, 1
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 3
  %v214 = or i32 %v210, %v213
  %v215 = and i32 %v214, 15
  %v216 = sext i32 %v4 to i64
  %v217 = mul i64 %v216, 16
  %v218 = zext i32 %v215 to i64
  %v219 = add i64 %v217, %v218
  %v220 = zext i32 %p1 to i64
  %v221 = add i64 %v217, 16
  %v222 = icmp sle i64 %v221, %v220
  %v223 = icmp sge i64 %v216, 0
  %v224 = and i1 %v222, %v223
  br i1 %v224, label %ld_full13, label %ld_edge14
ld_full13:
  %v225 = icmp ult i64 %v219, %v220
  %v226 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v219
  %v227 = bitcast float addrspace(1)* %v226 to <4 x float> addrspace(1)*
  %v228 = load <4 x float>, <4 x float> addrspace(1)* %v227, align 16
  %v229 = extractelement <4 x float> %v228, i32 0
  %v230 = extractelement <4 x float> %v228, i32 1
  %v231 = extractelement <4 x float> %v228, i32 2
  %v232 = extractelement <4 x float> %v228, i32 3
  br label %ld_done15
ld_edge14:
  %v233 = bitcast float 0x0000000000000000 to i32
  %v234 = icmp ult i64 %v219, %v220
  %v235 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v219
  %v236 = bitcast float addrspace(1)* %v235 to <4 x float> addrspace(1)*
  %v237 = ptrtoint <4 x float> addrspace(1)* %v236 to i64
  %v238 = zext i1 %v234 to i32
  %v239 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v237, i32 %v238, i32 %v233, i32 %v233, i32 %v233, i32 %v233)
  %v240 = extractvalue {i32, i32, i32, i32} %v239, 0
  %v241 = extractvalue {i32, i32, i32, i32} %v239, 1
  %v242 = extractvalue {i32, i32, i32, i32} %v239, 2
  %v243 = extractvalue {i32, i32, i32, i32} %v239, 3
  %v244 = bitcast i32 %v240 to float
  %v245 = bitcast i32 %v241 to float
  %v246 = bitcast i32 %v242 to float
  %v247 = bitcast i32 %v243 to float
  %v248 = insertelement <4 x float> undef, float %v244, i32 0
  %v249 = insertelement <4 x float> %v248, float %v245, i32 1
  %v250 = insertelement <4 x float> %v249, float %v246, i32 2
  %v251 = insertelement <4 x float> %v250, float %v247, i32 3
  %v252 = extractelement <4 x float> %v251, i32 0
  %v253 = extractelement <4 x float> %v251, i32 1
  %v254 = extractelement <4 x float> %v251, i32 2
  %v255 = extractelement <4 x float> %v251, i32 3
  br label %ld_done15
ld_done15:
  %v256 = phi float [ %v229, %ld_full13 ], [ %v252, %ld_edge14 ]
  %v257 = phi float [ %v230, %ld_full13 ], [ %v253, %ld_edge14 ]
  %v258 = phi float [ %v231, %ld_full13 ], [ %v254, %ld_edge14 ]
  %v259 = phi float [ %v232, %ld_full13 ], [ %v255, %ld_edge14 ]
  %v260 = sitofp i32 %p1 to float
  %v261 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v52, float %v103)
  %v262 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v53, float %v104)
  %v263 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v54, float %v105)
  %v264 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v55, float %v106)
  %v265 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v154, float %v205)
  %v266 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v155, float %v206)
  %v267 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v156, float %v207)
  %v268 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v157, float %v208)
  %v269 = fadd float %v261, %v265
  %v270 = fadd float %v262, %v266
  %v271 = fadd float %v263, %v267
  %v272 = fadd float %v264, %v268
  %v273 = fmul float %v256, %p6
  %v274 = fmul float %v257, %p6
  %v275 = fmul float %v258, %p6
  %v276 = fmul float %v259, %p6
  %v277 = fadd float %v269, %v273
  %v278 = fadd float %v270, %v274
  %v279 = fadd float %v271, %v275
  %v280 = fadd float %v272, %v276
  %v281 = fadd float %v277, %v260
  %v282 = fadd float %v278, %v260
  %v283 = fadd float %v279, %v260
  %v284 = fadd float %v280, %v260
  %v285 = and i32 %v2, 1
  %v286 = shl i32 %v285, 2
  %v287 = lshr i32 %v2, 1
  %v288 = and i32 %v287, 1
  %v289 = shl i32 %v288, 3
  %v290 = or i32 %v286, %v289
  %v291 = and i32 %v290, 15
  %v292 = sext i32 %v4 to i64
  %v293 = mul i64 %v292, 16
  %v294 = zext i32 %v291 to i64
  %v295 = add i64 %v293, %v294
  %v296 = zext i32 %p4 to i64
  %v297 = add i64 %v293, 16
  %v298 = icmp sle i64 %v297, %v296
  %v299 = icmp sge i64 %v292, 0
  %v300 = and i1 %v298, %v299
  %v301 = and i32 %v2, 28
  %v302 = icmp eq i32 %v301, 0
  %v303 = and i32 %v3, 3
  %v304 = icmp eq i32 %v303, 0
  %v305 = and i1 %v302, %v304
  br i1 %v305, label %st_owner16, label %join17
st_owner16:
  br i1 %v300, label %st_full18, label %st_edge19
join17:
  %v320 = and i32 %v2, 1
  %v321 = shl i32 %v320, 2
  %v322 = lshr i32 %v2, 1
  %v323 = and i32 %v322, 1
  %v324 = shl i32 %v323, 3
  %v325 = or i32 %v321, %v324
  %v326 = and i32 %v325, 15
  %v327 = sext i32 %v4 to i64
  %v328 = mul i64 %v327, 16
  %v329 = zext i32 %v326 to i64
  %v330 = add i64 %v328, %v329
  %v331 = zext i32 %p4 to i64
  %v332 = add i64 %v328, 16
  %v333 = icmp sle i64 %v332, %v331
  %v334 = icmp sge i64 %v327, 0
  %v335 = and i1 %v333, %v334
  %v336 = and i32 %v2, 28
  %v337 = icmp eq i32 %v336, 0
  %v338 = and i32 %v3, 3
  %v339 = icmp eq i32 %v338, 0
  %v340 = and i1 %v337, %v339
  %v341 = icmp ult i64 %v330, %v331
  %v342 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v330
  %v343 = and i1 %v341, %v340
  br i1 %v343, label %atom23, label %atom_next24
st_full18:
  %v306 = icmp ult i64 %v295, %v296
  %v307 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v295
  %v308 = insertelement <4 x float> undef, float %v281, i32 0
  %v309 = insertelement <4 x float> %v308, float %v282, i32 1
  %v310 = insertelement <4 x float> %v309, float %v283, i32 2
  %v311 = insertelement <4 x float> %v310, float %v284, i32 3
  %v312 = bitcast float addrspace(1)* %v307 to <4 x float> addrspace(1)*
  store <4 x float> %v311, <4 x float> addrspace(1)* %v312, align 16
  br label %st_done20
st_edge19:
  %v313 = icmp ult i64 %v295, %v296
  %v314 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v295
  br i1 %v313, label %st21, label %join22
st_done20:
  br label %join17
st21:
  %v315 = insertelement <4 x float> undef, float %v281, i32 0
  %v316 = insertelement <4 x float> %v315, float %v282, i32 1
  %v317 = insertelement <4 x float> %v316, float %v283, i32 2
  %v318 = insertelement <4 x float> %v317, float %v284, i32 3
  %v319 = bitcast float addrspace(1)* %v314 to <4 x float> addrspace(1)*
  store <4 x float> %v318, <4 x float> addrspace(1)* %v319, align 16
  br label %join22
join22:
  br label %st_done20
atom23:
  %v344 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v342, float %v52)
  br label %atom_next24
atom_next24:
  %v345 = phi float [ %v344, %atom23 ], [ 0x0000000000000000, %join17 ]
  %v346 = add i64 %v330, 1
  %v347 = add i64 %v330, 1
  %v348 = icmp ult i64 %v347, %v331
  %v349 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v346
  %v350 = and i1 %v348, %v340
  br i1 %v350, label %atom25, label %atom_next26
atom25:
  %v351 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v349, float %v53)
  br label %atom_next26
atom_next26:
  %v352 = phi float [ %v351, %atom25 ], [ 0x0000000000000000, %atom_next24 ]
  %v353 = add i64 %v330, 2
  %v354 = add i64 %v330, 2
  %v355 = icmp ult i64 %v354, %v331
  %v356 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v353
  %v357 = and i1 %v355, %v340
  br i1 %v357, label %atom27, label %atom_next28
atom27:
  %v358 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v356, float %v54)
  br label %atom_next28
atom_next28:
  %v359 = phi float [ %v358, %atom27 ], [ 0x0000000000000000, %atom_next26 ]
  %v360 = add i64 %v330, 3
  %v361 = add i64 %v330, 3
  %v362 = icmp ult i64 %v361, %v331
  %v363 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v360
  %v364 = and i1 %v362, %v340
  br i1 %v364, label %atom29, label %atom_next30
atom29:
  %v365 = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %v363, float %v55)
  br label %atom_next30
atom_next30:
  %v366 = phi float [ %v365, %atom29 ], [ 0x0000000000000000, %atom_next28 ]
  ret void
}

declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @paddings, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [BM=32, BN=32, BK=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 16, 0
  %v5 = select i1 %v4, i32 1, i32 16
  %v6 = icmp eq i32 16, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 16
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v553, %mma_done11 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v568, %mma_done11 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v583, %mma_done11 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v598, %mma_done11 ]
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v613, %mma_done11 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v628, %mma_done11 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v643, %mma_done11 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v658, %mma_done11 ]
  %v29 = phi i64 [ 0, %entry0 ], [ %v661, %mma_done11 ]
  %v30 = icmp slt i64 %v29, %v20
  %v31 = icmp sgt i64 %v29, %v20
  %v32 = icmp sgt i64 1, 0
  %v33 = select i1 %v32, i1 %v30, i1 %v31
  br i1 %v33, label %body2, label %endfor3
body2:
  %v34 = trunc i64 %v29 to i32
  %v35 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v36 = and i32 %v2, 1
  %v37 = shl i32 %v36, 3
  %v38 = lshr i32 %v2, 1
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 2
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v2, 3
  %v47 = and i32 %v46, 1
  %v48 = shl i32 %v47, 6
  %v49 = or i32 %v45, %v48
  %v50 = lshr i32 %v2, 4
  %v51 = and i32 %v50, 1
  %v52 = shl i32 %v51, 7
  %v53 = or i32 %v49, %v52
  %v54 = and i32 %v3, 1
  %v55 = shl i32 %v54, 8
  %v56 = or i32 %v53, %v55
  %v57 = lshr i32 %v56, 4
  %v58 = and i32 %v57, 31
  %v59 = and i32 %v56, 15
  %v60 = sext i32 %v35 to i64
  %v61 = mul i64 %v60, 32
  %v62 = zext i32 %v58 to i64
  %v63 = add i64 %v61, %v62
  %v64 = sext i32 %p3 to i64
  %v65 = zext i32 %p1 to i64
  %v66 = mul i64 %v63, %v64
  %v67 = add i64 %v61, 32
  %v68 = icmp sle i64 %v67, %v65
  %v69 = icmp sge i64 %v60, 0
  %v70 = and i1 %v68, %v69
  %v71 = sext i32 %v34 to i64
  %v72 = mul i64 %v71, 16
  %v73 = zext i32 %v59 to i64
  %v74 = add i64 %v72, %v73
  %v75 = zext i32 %p2 to i64
  %v76 = add i64 %v66, %v74
  %v77 = add i64 %v72, 16
  %v78 = icmp sle i64 %v77, %v75
  %v79 = icmp sge i64 %v71, 0
  %v80 = and i1 %v78, %v79
  %v81 = and i1 %v70, %v80
  br i1 %v81, label %ld_full4, label %ld_edge5
endfor3:
  %v662 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v663 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v664 = and i32 %v2, 1
  %v665 = shl i32 %v664, 2
  %v666 = lshr i32 %v2, 1
  %v667 = and i32 %v666, 1
  %v668 = shl i32 %v667, 3
  %v669 = or i32 %v665, %v668
  %v670 = lshr i32 %v2, 2
  %v671 = and i32 %v670, 1
  %v672 = shl i32 %v671, 4
  %v673 = or i32 %v669, %v672
  %v674 = lshr i32 %v2, 3
  %v675 = and i32 %v674, 1
  %v676 = shl i32 %v675, 5
  %v677 = or i32 %v673, %v676
  %v678 = lshr i32 %v2, 4
  %v679 = and i32 %v678, 1
  %v680 = shl i32 %v679, 6
  %v681 = or i32 %v677, %v680
  %v682 = and i32 %v3, 1
  %v683 = shl i32 %v682, 7
  %v684 = or i32 %v681, %v683
  %v685 = lshr i32 %v3, 1
  %v686 = and i32 %v685, 1
  %v687 = shl i32 %v686, 8
  %v688 = or i32 %v684, %v687
  %v689 = lshr i32 %v688, 5
  %v690 = and i32 %v689, 31
  %v691 = and i32 %v688, 31
  %v692 = sext i32 %v662 to i64
  %v693 = mul i64 %v692, 32
  %v694 = zext i32 %v690 to i64
  %v695 = add i64 %v693, %v694
  %v696 = sext i32 %p13 to i64
  %v697 = zext i32 %p11 to i64
  %v698 = mul i64 %v695, %v696
  %v699 = add i64 %v693, 32
  %v700 = icmp sle i64 %v699, %v697
  %v701 = icmp sge i64 %v692, 0
  %v702 = and i1 %v700, %v701
  %v703 = sext i32 %v663 to i64
  %v704 = mul i64 %v703, 32
  %v705 = zext i32 %v691 to i64
  %v706 = add i64 %v704, %v705
  %v707 = zext i32 %p12 to i64
  %v708 = add i64 %v698, %v706
  %v709 = add i64 %v704, 32
  %v710 = icmp sle i64 %v709, %v707
  %v711 = icmp sge i64 %v703, 0
  %v712 = and i1 %v710, %v711
  %v713 = and i1 %v702, %v712
  br i1 %v713, label %st_full12, label %st_edge13
ld_full4:
  %v82 = icmp ult i64 %v63, %v65
  %v83 = icmp ult i64 %v74, %v75
  %v84 = and i1 %v82, %v83
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v86 = bitcast half addrspace(1)* %v85 to <4 x i32> addrspace(1)*
  %v87 = load <4 x i32>, <4 x i32> addrspace(1)* %v86, align 16
  %v88 = extractelement <4 x i32> %v87, i32 0
  %v89 = trunc i32 %v88 to i16
  %v90 = bitcast i16 %v89 to half
  %v91 = fpext half %v90 to float
  %v92 = extractelement <4 x i32> %v87, i32 0
  %v93 = lshr i32 %v92, 16
  %v94 = trunc i32 %v93 to i16
  %v95 = bitcast i16 %v94 to half
  %v96 = fpext half %v95 to float
  %v97 = extractelement <4 x i32> %v87, i32 1
  %v98 = trunc i32 %v97 to i16
  %v99 = bitcast i16 %v98 to half
  %v100 = fpext half %v99 to float
  %v101 = extractelement <4 x i32> %v87, i32 1
  %v102 = lshr i32 %v101, 16
  %v103 = trunc i32 %v102 to i16
  %v104 = bitcast i16 %v103 to half
  %v105 = fpext half %v104 to float
  %v106 = extractelement <4 x i32> %v87, i32 2
  %v107 = trunc i32 %v106 to i16
  %v108 = bitcast i16 %v107 to half
  %v109 = fpext half %v108 to float
  %v110 = extractelement <4 x i32> %v87, i32 2
  %v111 = lshr i32 %v110, 16
  %v112 = trunc i32 %v111 to i16
  %v113 = bitcast i16 %v112 to half
  %v114 = fpext half %v113 to float
  %v115 = extractelement <4 x i32> %v87, i32 3
  %v116 = trunc i32 %v115 to i16
  %v117 = bitcast i16 %v116 to half
  %v118 = fpext half %v117 to float
  %v119 = extractelement <4 x i32> %v87, i32 3
  %v120 = lshr i32 %v119, 16
  %v121 = trunc i32 %v120 to i16
  %v122 = bitcast i16 %v121 to half
  %v123 = fpext half %v122 to float
  br label %ld_done6
ld_edge5:
  %v124 = fptrunc float 0x0000000000000000 to half
  %v125 = bitcast half %v124 to i16
  %v126 = zext i16 %v125 to i32
  %v127 = bitcast half %v124 to i16
  %v128 = zext i16 %v127 to i32
  %v129 = shl i32 %v128, 16
  %v130 = or i32 %v126, %v129
  %v131 = icmp ult i64 %v63, %v65
  %v132 = icmp ult i64 %v74, %v75
  %v133 = and i1 %v131, %v132
  %v134 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v135 = bitcast half addrspace(1)* %v134 to <4 x i32> addrspace(1)*
  %v136 = ptrtoint <4 x i32> addrspace(1)* %v135 to i64
  %v137 = zext i1 %v133 to i32
  %v138 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v136, i32 %v137, i32 %v130, i32 %v130, i32 %v130, i32 %v130)
  %v139 = extractvalue {i32, i32, i32, i32} %v138, 0
  %v140 = extractvalue {i32, i32, i32, i32} %v138, 1
  %v141 = extractvalue {i32, i32, i32, i32} %v138, 2
  %v142 = extractvalue {i32, i32, i32, i32} %v138, 3
  %v143 = insertelement <4 x i32> undef, i32 %v139, i32 0
  %v144 = insertelement <4 x i32> %v143, i32 %v140, i32 1
  %v145 = insertelement <4 x i32> %v144, i32 %v141, i32 2
  %v146 = insertelement <4 x i32> %v145, i32 %v142, i32 3
  %v147 = extractelement <4 x i32> %v146, i32 0
  %v148 = trunc i32 %v147 to i16
  %v149 = bitcast i16 %v148 to half
  %v150 = fpext half %v149 to float
  %v151 = extractelement <4 x i32> %v146, i32 0
  %v152 = lshr i32 %v151, 16
  %v153 = trunc i32 %v152 to i16
  %v154 = bitcast i16 %v153 to half
  %v155 = fpext half %v154 to float
  %v156 = extractelement <4 x i32> %v146, i32 1
  %v157 = trunc i32 %v156 to i16
  %v158 = bitcast i16 %v157 to half
  %v159 = fpext half %v158 to float
  %v160 = extractelement <4 x i32> %v146, i32 1
  %v161 = lshr i32 %v160, 16
  %v162 = trunc i32 %v161 to i16
  %v163 = bitcast i16 %v162 to half
  %v164 = fpext half %v163 to float
  %v165 = extractelement <4 x i32> %v146, i32 2
  %v166 = trunc i32 %v165 to i16
  %v167 = bitcast i16 %v166 to half
  %v168 = fpext half %v167 to float
  %v169 = extractelement <4 x i32> %v146, i32 2
  %v170 = lshr i32 %v169, 16
  %v171 = trunc i32 %v170 to i16
  %v172 = bitcast i16 %v171 to half
  %v173 = fpext half %v172 to float
  %v174 = extractelement <4 x i32> %v146, i32 3
  %v175 = trunc i32 %v174 to i16
  %v176 = bitcast i16 %v175 to half
  %v177 = fpext half %v176 to float
  %v178 = extractelement <4 x i32> %v146, i32 3
  %v179 = lshr i32 %v178, 16
  %v180 = trunc i32 %v179 to i16
  %v181 = bitcast i16 %v180 to half
  %v182 = fpext half %v181 to float
  br label %ld_done6
ld_done6:
  %v183 = phi float [ %v91, %ld_full4 ], [ %v150, %ld_edge5 ]
  %v184 = phi float [ %v96, %ld_full4 ], [ %v155, %ld_edge5 ]
  %v185 = phi float [ %v100, %ld_full4 ], [ %v159, %ld_edge5 ]
  %v186 = phi float [ %v105, %ld_full4 ], [ %v164, %ld_edge5 ]
  %v187 = phi float [ %v109, %ld_full4 ], [ %v168, %ld_edge5 ]
  %v188 = phi float [ %v114, %ld_full4 ], [ %v173, %ld_edge5 ]
  %v189 = phi float [ %v118, %ld_full4 ], [ %v177, %ld_edge5 ]
  %v190 = phi float [ %v123, %ld_full4 ], [ %v182, %ld_edge5 ]
  %v191 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v192 = and i32 %v2, 1
  %v193 = shl i32 %v192, 3
  %v194 = lshr i32 %v2, 1
  %v195 = and i32 %v194, 1
  %v196 = shl i32 %v195, 4
  %v197 = or i32 %v193, %v196
  %v198 = lshr i32 %v2, 2
  %v199 = and i32 %v198, 1
  %v200 = shl i32 %v199, 5
  %v201 = or i32 %v197, %v200
  %v202 = lshr i32 %v2, 3
  %v203 = and i32 %v202, 1
  %v204 = shl i32 %v203, 6
  %v205 = or i32 %v201, %v204
  %v206 = lshr i32 %v2, 4
  %v207 = and i32 %v206, 1
  %v208 = shl i32 %v207, 7
  %v209 = or i32 %v205, %v208
  %v210 = and i32 %v3, 1
  %v211 = shl i32 %v210, 8
  %v212 = or i32 %v209, %v211
  %v213 = lshr i32 %v212, 5
  %v214 = and i32 %v213, 15
  %v215 = and i32 %v212, 31
  %v216 = sext i32 %v34 to i64
  %v217 = mul i64 %v216, 16
  %v218 = zext i32 %v214 to i64
  %v219 = add i64 %v217, %v218
  %v220 = sext i32 %p8 to i64
  %v221 = zext i32 %p6 to i64
  %v222 = mul i64 %v219, %v220
  %v223 = add i64 %v217, 16
  %v224 = icmp sle i64 %v223, %v221
  %v225 = icmp sge i64 %v216, 0
  %v226 = and i1 %v224, %v225
  %v227 = sext i32 %v191 to i64
  %v228 = mul i64 %v227, 32
  %v229 = zext i32 %v215 to i64
  %v230 = add i64 %v228, %v229
  %v231 = zext i32 %p7 to i64
  %v232 = add i64 %v222, %v230
  %v233 = add i64 %v228, 32
  %v234 = icmp sle i64 %v233, %v231
  %v235 = icmp sge i64 %v227, 0
  %v236 = and i1 %v234, %v235
  %v237 = and i1 %v226, %v236
  br i1 %v237, label %ld_full7, label %ld_edge8
ld_full7:
  %v238 = icmp ult i64 %v219, %v221
  %v239 = icmp ult i64 %v230, %v231
  %v240 = and i1 %v238, %v239
  %v241 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v232
  %v242 = bitcast half addrspace(1)* %v241 to <4 x i32> addrspace(1)*
  %v243 = load <4 x i32>, <4 x i32> addrspace(1)* %v242, align 16
  %v244 = extractelement <4 x i32> %v243, i32 0
  %v245 = trunc i32 %v244 to i16
  %v246 = bitcast i16 %v245 to half
  %v247 = fpext half %v246 to float
  %v248 = extractelement <4 x i32> %v243, i32 0
  %v249 = lshr i32 %v248, 16
  %v250 = trunc i32 %v249 to i16
  %v251 = bitcast i16 %v250 to half
  %v252 = fpext half %v251 to float
  %v253 = extractelement <4 x i32> %v243, i32 1
  %v254 = trunc i32 %v253 to i16
  %v255 = bitcast i16 %v254 to half
  %v256 = fpext half %v255 to float
  %v257 = extractelement <4 x i32> %v243, i32 1
  %v258 = lshr i32 %v257, 16
  %v259 = trunc i32 %v258 to i16
  %v260 = bitcast i16 %v259 to half
  %v261 = fpext half %v260 to float
  %v262 = extractelement <4 x i32> %v243, i32 2
  %v263 = trunc i32 %v262 to i16
  %v264 = bitcast i16 %v263 to half
  %v265 = fpext half %v264 to float
  %v266 = extractelement <4 x i32> %v243, i32 2
  %v267 = lshr i32 %v266, 16
  %v268 = trunc i32 %v267 to i16
  %v269 = bitcast i16 %v268 to half
  %v270 = fpext half %v269 to float
  %v271 = extractelement <4 x i32> %v243, i32 3
  %v272 = trunc i32 %v271 to i16
  %v273 = bitcast i16 %v272 to half
  %v274 = fpext half %v273 to float
  %v275 = extractelement <4 x i32> %v243, i32 3
  %v276 = lshr i32 %v275, 16
  %v277 = trunc i32 %v276 to i16
  %v278 = bitcast i16 %v277 to half
  %v279 = fpext half %v278 to float
  br label %ld_done9
ld_edge8:
  %v280 = fptrunc float 0x0000000000000000 to half
  %v281 = bitcast half %v280 to i16
  %v282 = zext i16 %v281 to i32
  %v283 = bitcast half %v280 to i16
  %v284 = zext i16 %v283 to i32
  %v285 = shl i32 %v284, 16
  %v286 = or i32 %v282, %v285
  %v287 = icmp ult i64 %v219, %v221
  %v288 = icmp ult i64 %v230, %v231
  %v289 = and i1 %v287, %v288
  %v290 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v232
  %v291 = bitcast half addrspace(1)* %v290 to <4 x i32> addrspace(1)*
  %v292 = ptrtoint <4 x i32> addrspace(1)* %v291 to i64
  %v293 = zext i1 %v289 to i32
  %v294 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v292, i32 %v293, i32 %v286, i32 %v286, i32 %v286, i32 %v286)
  %v295 = extractvalue {i32, i32, i32, i32} %v294, 0
  %v296 = extractvalue {i32, i32, i32, i32} %v294, 1
  %v297 = extractvalue {i32, i32, i32, i32} %v294, 2
  %v298 = extractvalue {i32, i32, i32, i32} %v294, 3
  %v299 = insertelement <4 x i32> undef, i32 %v295, i32 0
  %v300 = insertelement <4 x i32> %v299, i32 %v296, i32 1
  %v301 = insertelement <4 x i32> %v300, i32 %v297, i32 2
  %v302 = insertelement <4 x i32> %v301, i32 %v298, i32 3
  %v303 = extractelement <4 x i32> %v302, i32 0
  %v304 = trunc i32 %v303 to i16
  %v305 = bitcast i16 %v304 to half
  %v306 = fpext half %v305 to float
  %v307 = extractelement <4 x i32> %v302, i32 0
  %v308 = lshr i32 %v307, 16
  %v309 = trunc i32 %v308 to i16
  %v310 = bitcast i16 %v309 to half
  %v311 = fpext half %v310 to float
  %v312 = extractelement <4 x i32> %v302, i32 1
  %v313 = trunc i32 %v312 to i16
  %v314 = bitcast i16 %v313 to half
  %v315 = fpext half %v314 to float
  %v316 = extractelement <4 x i32> %v302, i32 1
  %v317 = lshr i32 %v316, 16
  %v318 = trunc i32 %v317 to i16
  %v319 = bitcast i16 %v318 to half
  %v320 = fpext half %v319 to float
  %v321 = extractelement <4 x i32> %v302, i32 2
  %v322 = trunc i32 %v321 to i16
  %v323 = bitcast i16 %v322 to half
  %v324 = fpext half %v323 to float
  %v325 = extractelement <4 x i32> %v302, i32 2
  %v326 = lshr i32 %v325, 16
  %v327 = trunc i32 %v326 to i16
  %v328 = bitcast i16 %v327 to half
  %v329 = fpext half %v328 to float
  %v330 = extractelement <4 x i32> %v302, i32 3
  %v331 = trunc i32 %v330 to i16
  %v332 = bitcast i16 %v331 to half
  %v333 = fpext half %v332 to float
  %v334 = extractelement <4 x i32> %v302, i32 3
  %v335 = lshr i32 %v334, 16
  %v336 = trunc i32 %v335 to i16
  %v337 = bitcast i16 %v336 to half
  %v338 = fpext half %v337 to float
  br label %ld_done9
ld_done9:
  %v339 = phi float [ %v247, %ld_full7 ], [ %v306, %ld_edge8 ]
  %v340 = phi float [ %v252, %ld_full7 ], [ %v311, %ld_edge8 ]
  %v341 = phi float [ %v256, %ld_full7 ], [ %v315, %ld_edge8 ]
  %v342 = phi float [ %v261, %ld_full7 ], [ %v320, %ld_edge8 ]
  %v343 = phi float [ %v265, %ld_full7 ], [ %v324, %ld_edge8 ]
  %v344 = phi float [ %v270, %ld_full7 ], [ %v329, %ld_edge8 ]
  %v345 = phi float [ %v274, %ld_full7 ], [ %v333, %ld_edge8 ]
  %v346 = phi float [ %v279, %ld_full7 ], [ %v338, %ld_edge8 ]
  call void @llvm.nvvm.barrier0()
  %v347 = and i32 %v2, 1
  %v348 = shl i32 %v347, 3
  %v349 = lshr i32 %v2, 1
  %v350 = and i32 %v349, 1
  %v351 = shl i32 %v350, 4
  %v352 = or i32 %v348, %v351
  %v353 = lshr i32 %v2, 2
  %v354 = and i32 %v353, 1
  %v355 = shl i32 %v354, 5
  %v356 = or i32 %v352, %v355
  %v357 = lshr i32 %v2, 3
  %v358 = and i32 %v357, 1
  %v359 = shl i32 %v358, 6
  %v360 = or i32 %v356, %v359
  %v361 = lshr i32 %v2, 4
  %v362 = and i32 %v361, 1
  %v363 = shl i32 %v362, 7
  %v364 = or i32 %v360, %v363
  %v365 = and i32 %v3, 1
  %v366 = shl i32 %v365, 8
  %v367 = or i32 %v364, %v366
  %v368 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v369 = getelementptr inbounds i32, i32 addrspace(3)* %v368, i32 %v367
  %v370 = fptrunc float %v183 to half
  %v371 = bitcast half %v370 to i16
  %v372 = zext i16 %v371 to i32
  store i32 %v372, i32 addrspace(3)* %v369, align 4
  %v373 = or i32 %v367, 1
  %v374 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v375 = getelementptr inbounds i32, i32 addrspace(3)* %v374, i32 %v373
  %v376 = fptrunc float %v184 to half
  %v377 = bitcast half %v376 to i16
  %v378 = zext i16 %v377 to i32
  store i32 %v378, i32 addrspace(3)* %v375, align 4
  %v379 = or i32 %v367, 2
  %v380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v381 = getelementptr inbounds i32, i32 addrspace(3)* %v380, i32 %v379
  %v382 = fptrunc float %v185 to half
  %v383 = bitcast half %v382 to i16
  %v384 = zext i16 %v383 to i32
  store i32 %v384, i32 addrspace(3)* %v381, align 4
  %v385 = or i32 %v367, 3
  %v386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v387 = getelementptr inbounds i32, i32 addrspace(3)* %v386, i32 %v385
  %v388 = fptrunc float %v186 to half
  %v389 = bitcast half %v388 to i16
  %v390 = zext i16 %v389 to i32
  store i32 %v390, i32 addrspace(3)* %v387, align 4
  %v391 = or i32 %v367, 4
  %v392 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v393 = getelementptr inbounds i32, i32 addrspace(3)* %v392, i32 %v391
  %v394 = fptrunc float %v187 to half
  %v395 = bitcast half %v394 to i16
  %v396 = zext i16 %v395 to i32
  store i32 %v396, i32 addrspace(3)* %v393, align 4
  %v397 = or i32 %v367, 5
  %v398 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v399 = getelementptr inbounds i32, i32 addrspace(3)* %v398, i32 %v397
  %v400 = fptrunc float %v188 to half
  %v401 = bitcast half %v400 to i16
  %v402 = zext i16 %v401 to i32
  store i32 %v402, i32 addrspace(3)* %v399, align 4
  %v403 = or i32 %v367, 6
  %v404 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v405 = getelementptr inbounds i32, i32 addrspace(3)* %v404, i32 %v403
  %v406 = fptrunc float %v189 to half
  %v407 = bitcast half %v406 to i16
  %v408 = zext i16 %v407 to i32
  store i32 %v408, i32 addrspace(3)* %v405, align 4
  %v409 = or i32 %v367, 7
  %v410 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v411 = getelementptr inbounds i32, i32 addrspace(3)* %v410, i32 %v409
  %v412 = fptrunc float %v190 to half
  %v413 = bitcast half %v412 to i16
  %v414 = zext i16 %v413 to i32
  store i32 %v414, i32 addrspace(3)* %v411, align 4
  %v415 = and i32 %v2, 1
  %v416 = shl i32 %v415, 3
  %v417 = lshr i32 %v2, 1
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 4
  %v420 = or i32 %v416, %v419
  %v421 = lshr i32 %v2, 2
  %v422 = and i32 %v421, 1
  %v423 = shl i32 %v422, 5
  %v424 = or i32 %v420, %v423
  %v425 = lshr i32 %v2, 3
  %v426 = and i32 %v425, 1
  %v427 = shl i32 %v426, 6
  %v428 = or i32 %v424, %v427
  %v429 = lshr i32 %v2, 4
  %v430 = and i32 %v429, 1
  %v431 = shl i32 %v430, 7
  %v432 = or i32 %v428, %v431
  %v433 = and i32 %v3, 1
  %v434 = shl i32 %v433, 8
  %v435 = or i32 %v432, %v434
  %v436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v437 = getelementptr inbounds i32, i32 addrspace(3)* %v436, i32 %v435
  %v438 = fptrunc float %v339 to half
  %v439 = bitcast half %v438 to i16
  %v440 = zext i16 %v439 to i32
  store i32 %v440, i32 addrspace(3)* %v437, align 4
  %v441 = or i32 %v435, 1
  %v442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v443 = getelementptr inbounds i32, i32 addrspace(3)* %v442, i32 %v441
  %v444 = fptrunc float %v340 to half
  %v445 = bitcast half %v444 to i16
  %v446 = zext i16 %v445 to i32
  store i32 %v446, i32 addrspace(3)* %v443, align 4
  %v447 = or i32 %v435, 2
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v449 = getelementptr inbounds i32, i32 addrspace(3)* %v448, i32 %v447
  %v450 = fptrunc float %v341 to half
  %v451 = bitcast half %v450 to i16
  %v452 = zext i16 %v451 to i32
  store i32 %v452, i32 addrspace(3)* %v449, align 4
  %v453 = or i32 %v435, 3
  %v454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v455 = getelementptr inbounds i32, i32 addrspace(3)* %v454, i32 %v453
  %v456 = fptrunc float %v342 to half
  %v457 = bitcast half %v456 to i16
  %v458 = zext i16 %v457 to i32
  store i32 %v458, i32 addrspace(3)* %v455, align 4
  %v459 = or i32 %v435, 4
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v461 = getelementptr inbounds i32, i32 addrspace(3)* %v460, i32 %v459
  %v462 = fptrunc float %v343 to half
  %v463 = bitcast half %v462 to i16
  %v464 = zext i16 %v463 to i32
  store i32 %v464, i32 addrspace(3)* %v461, align 4
  %v465 = or i32 %v435, 5
  %v466 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v467 = getelementptr inbounds i32, i32 addrspace(3)* %v466, i32 %v465
  %v468 = fptrunc float %v344 to half
  %v469 = bitcast half %v468 to i16
  %v470 = zext i16 %v469 to i32
  store i32 %v470, i32 addrspace(3)* %v467, align 4
  %v471 = or i32 %v435, 6
  %v472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v473 = getelementptr inbounds i32, i32 addrspace(3)* %v472, i32 %v471
  %v474 = fptrunc float %v345 to half
  %v475 = bitcast half %v474 to i16
  %v476 = zext i16 %v475 to i32
  store i32 %v476, i32 addrspace(3)* %v473, align 4
  %v477 = or i32 %v435, 7
  %v478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v479 = getelementptr inbounds i32, i32 addrspace(3)* %v478, i32 %v477
  %v480 = fptrunc float %v346 to half
  %v481 = bitcast half %v480 to i16
  %v482 = zext i16 %v481 to i32
  store i32 %v482, i32 addrspace(3)* %v479, align 4
  call void @llvm.nvvm.barrier0()
  %v483 = and i32 %v2, 1
  %v484 = shl i32 %v483, 2
  %v485 = lshr i32 %v2, 1
  %v486 = and i32 %v485, 1
  %v487 = shl i32 %v486, 3
  %v488 = or i32 %v484, %v487
  %v489 = lshr i32 %v2, 2
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 4
  %v492 = or i32 %v488, %v491
  %v493 = lshr i32 %v2, 3
  %v494 = and i32 %v493, 1
  %v495 = shl i32 %v494, 5
  %v496 = or i32 %v492, %v495
  %v497 = lshr i32 %v2, 4
  %v498 = and i32 %v497, 1
  %v499 = shl i32 %v498, 6
  %v500 = or i32 %v496, %v499
  %v501 = and i32 %v3, 1
  %v502 = shl i32 %v501, 7
  %v503 = or i32 %v500, %v502
  %v504 = lshr i32 %v3, 1
  %v505 = and i32 %v504, 1
  %v506 = shl i32 %v505, 8
  %v507 = or i32 %v503, %v506
  %v508 = lshr i32 %v507, 5
  %v509 = and i32 %v508, 31
  %v510 = and i32 %v507, 31
  %v511 = mul i32 %v509, 16
  %v512 = add i32 %v510, 1
  %v513 = mul i32 %v509, 16
  %v514 = add i32 %v510, 2
  %v515 = mul i32 %v509, 16
  %v516 = add i32 %v510, 3
  %v517 = mul i32 %v509, 16
  %v518 = add i32 %v509, 16
  %v519 = mul i32 %v518, 16
  %v520 = add i32 %v509, 16
  %v521 = add i32 %v510, 1
  %v522 = mul i32 %v520, 16
  %v523 = add i32 %v509, 16
  %v524 = add i32 %v510, 2
  %v525 = mul i32 %v523, 16
  %v526 = add i32 %v509, 16
  %v527 = add i32 %v510, 3
  %v528 = mul i32 %v526, 16
  br label %mma_k10
mma_k10:
  %v529 = phi i32 [ 0, %ld_done9 ], [ %v659, %mma_k10 ]
  %v530 = phi float [ %v21, %ld_done9 ], [ %v553, %mma_k10 ]
  %v531 = phi float [ %v22, %ld_done9 ], [ %v568, %mma_k10 ]
  %v532 = phi float [ %v23, %ld_done9 ], [ %v583, %mma_k10 ]
  %v533 = phi float [ %v24, %ld_done9 ], [ %v598, %mma_k10 ]
  %v534 = phi float [ %v25, %ld_done9 ], [ %v613, %mma_k10 ]
  %v535 = phi float [ %v26, %ld_done9 ], [ %v628, %mma_k10 ]
  %v536 = phi float [ %v27, %ld_done9 ], [ %v643, %mma_k10 ]
  %v537 = phi float [ %v28, %ld_done9 ], [ %v658, %mma_k10 ]
  %v538 = mul i32 %v529, 32
  %v539 = add i32 %v511, %v529
  %v540 = add i32 %v510, %v538
  %v541 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v542 = getelementptr inbounds i32, i32 addrspace(3)* %v541, i32 %v539
  %v543 = load i32, i32 addrspace(3)* %v542, align 4
  %v544 = trunc i32 %v543 to i16
  %v545 = bitcast i16 %v544 to half
  %v546 = fpext half %v545 to float
  %v547 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v548 = getelementptr inbounds i32, i32 addrspace(3)* %v547, i32 %v540
  %v549 = load i32, i32 addrspace(3)* %v548, align 4
  %v550 = trunc i32 %v549 to i16
  %v551 = bitcast i16 %v550 to half
  %v552 = fpext half %v551 to float
  %v553 = call float @llvm.fma.f32(float %v546, float %v552, float %v530)
  %v554 = add i32 %v513, %v529
  %v555 = add i32 %v512, %v538
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v557 = getelementptr inbounds i32, i32 addrspace(3)* %v556, i32 %v554
  %v558 = load i32, i32 addrspace(3)* %v557, align 4
  %v559 = trunc i32 %v558 to i16
  %v560 = bitcast i16 %v559 to half
  %v561 = fpext half %v560 to float
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v563 = getelementptr inbounds i32, i32 addrspace(3)* %v562, i32 %v555
  %v564 = load i32, i32 addrspace(3)* %v563, align 4
  %v565 = trunc i32 %v564 to i16
  %v566 = bitcast i16 %v565 to half
  %v567 = fpext half %v566 to float
  %v568 = call float @llvm.fma.f32(float %v561, float %v567, float %v531)
  %v569 = add i32 %v515, %v529
  %v570 = add i32 %v514, %v538
  %v571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v572 = getelementptr inbounds i32, i32 addrspace(3)* %v571, i32 %v569
  %v573 = load i32, i32 addrspace(3)* %v572, align 4
  %v574 = trunc i32 %v573 to i16
  %v575 = bitcast i16 %v574 to half
  %v576 = fpext half %v575 to float
  %v577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v578 = getelementptr inbounds i32, i32 addrspace(3)* %v577, i32 %v570
  %v579 = load i32, i32 addrspace(3)* %v578, align 4
  %v580 = trunc i32 %v579 to i16
  %v581 = bitcast i16 %v580 to half
  %v582 = fpext half %v581 to float
  %v583 = call float @llvm.fma.f32(float %v576, float %v582, float %v532)
  %v584 = add i32 %v517, %v529
  %v585 = add i32 %v516, %v538
  %v586 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v587 = getelementptr inbounds i32, i32 addrspace(3)* %v586, i32 %v584
  %v588 = load i32, i32 addrspace(3)* %v587, align 4
  %v589 = trunc i32 %v588 to i16
  %v590 = bitcast i16 %v589 to half
  %v591 = fpext half %v590 to float
  %v592 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v593 = getelementptr inbounds i32, i32 addrspace(3)* %v592, i32 %v585
  %v594 = load i32, i32 addrspace(3)* %v593, align 4
  %v595 = trunc i32 %v594 to i16
  %v596 = bitcast i16 %v595 to half
  %v597 = fpext half %v596 to float
  %v598 = call float @llvm.fma.f32(float %v591, float %v597, float %v533)
  %v599 = add i32 %v519, %v529
  %v600 = add i32 %v510, %v538
  %v601 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v602 = getelementptr inbounds i32, i32 addrspace(3)* %v601, i32 %v599
  %v603 = load i32, i32 addrspace(3)* %v602, align 4
  %v604 = trunc i32 %v603 to i16
  %v605 = bitcast i16 %v604 to half
  %v606 = fpext half %v605 to float
  %v607 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v608 = getelementptr inbounds i32, i32 addrspace(3)* %v607, i32 %v600
  %v609 = load i32, i32 addrspace(3)* %v608, align 4
  %v610 = trunc i32 %v609 to i16
  %v611 = bitcast i16 %v610 to half
  %v612 = fpext half %v611 to float
  %v613 = call float @llvm.fma.f32(float %v606, float %v612, float %v534)
  %v614 = add i32 %v522, %v529
  %v615 = add i32 %v521, %v538
  %v616 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v617 = getelementptr inbounds i32, i32 addrspace(3)* %v616, i32 %v614
  %v618 = load i32, i32 addrspace(3)* %v617, align 4
  %v619 = trunc i32 %v618 to i16
  %v620 = bitcast i16 %v619 to half
  %v621 = fpext half %v620 to float
  %v622 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v623 = getelementptr inbounds i32, i32 addrspace(3)* %v622, i32 %v615
  %v624 = load i32, i32 addrspace(3)* %v623, align 4
  %v625 = trunc i32 %v624 to i16
  %v626 = bitcast i16 %v625 to half
  %v627 = fpext half %v626 to float
  %v628 = call float @llvm.fma.f32(float %v621, float %v627, float %v535)
  %v629 = add i32 %v525, %v529
  %v630 = add i32 %v524, %v538
  %v631 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v632 = getelementptr inbounds i32, i32 addrspace(3)* %v631, i32 %v629
  %v633 = load i32, i32 addrspace(3)* %v632, align 4
  %v634 = trunc i32 %v633 to i16
  %v635 = bitcast i16 %v634 to half
  %v636 = fpext half %v635 to float
  %v637 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v638 = getelementptr inbounds i32, i32 addrspace(3)* %v637, i32 %v630
  %v639 = load i32, i32 addrspace(3)* %v638, align 4
  %v640 = trunc i32 %v639 to i16
  %v641 = bitcast i16 %v640 to half
  %v642 = fpext half %v641 to float
  %v643 = call float @llvm.fma.f32(float %v636, float %v642, float %v536)
  %v644 = add i32 %v528, %v529
  %v645 = add i32 %v527, %v538
  %v646 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v647 = getelementptr inbounds i32, i32 addrspace(3)* %v646, i32 %v644
  %v648 = load i32, i32 addrspace(3)* %v647, align 4
  %v649 = trunc i32 %v648 to i16
  %v650 = bitcast i16 %v649 to half
  %v651 = fpext half %v650 to float
  %v652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v653 = getelementptr inbounds i32, i32 addrspace(3)* %v652, i32 %v645
  %v654 = load i32, i32 addrspace(3)* %v653, align 4
  %v655 = trunc i32 %v654 to i16
  %v656 = bitcast i16 %v655 to half
  %v657 = fpext half %v656 to float
  %v658 = call float @llvm.fma.f32(float %v651, float %v657, float %v537)
  %v659 = add i32 %v529, 1
  %v660 = icmp slt i32 %v659, 16
  br i1 %v660, label %mma_k10, label %mma_done11
mma_done11:
  %v661 = add i64 %v29, 1
  br label %for1
st_full12:
  %v714 = icmp ult i64 %v695, %v697
  %v715 = icmp ult i64 %v706, %v707
  %v716 = and i1 %v714, %v715
  %v717 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v708
  %v718 = insertelement <4 x float> undef, float %v21, i32 0
  %v719 = insertelement <4 x float> %v718, float %v22, i32 1
  %v720 = insertelement <4 x float> %v719, float %v23, i32 2
  %v721 = insertelement <4 x float> %v720, float %v24, i32 3
  %v722 = bitcast float addrspace(1)* %v717 to <4 x float> addrspace(1)*
  store <4 x float> %v721, <4 x float> addrspace(1)* %v722, align 16
  %v723 = mul i64 16, %v696
  %v724 = add i64 %v708, %v723
  %v725 = add i64 %v695, 16
  %v726 = icmp ult i64 %v725, %v697
  %v727 = icmp ult i64 %v706, %v707
  %v728 = and i1 %v726, %v727
  %v729 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v724
  %v730 = insertelement <4 x float> undef, float %v25, i32 0
  %v731 = insertelement <4 x float> %v730, float %v26, i32 1
  %v732 = insertelement <4 x float> %v731, float %v27, i32 2
  %v733 = insertelement <4 x float> %v732, float %v28, i32 3
  %v734 = bitcast float addrspace(1)* %v729 to <4 x float> addrspace(1)*
  store <4 x float> %v733, <4 x float> addrspace(1)* %v734, align 16
  br label %st_done14
st_edge13:
  %v735 = icmp ult i64 %v695, %v697
  %v736 = icmp ult i64 %v706, %v707
  %v737 = and i1 %v735, %v736
  %v738 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v708
  br i1 %v737, label %st15, label %join16
st_done14:
  ret void
st15:
  %v739 = insertelement <4 x float> undef, float %v21, i32 0
  %v740 = insertelement <4 x float> %v739, float %v22, i32 1
  %v741 = insertelement <4 x float> %v740, float %v23, i32 2
  %v742 = insertelement <4 x float> %v741, float %v24, i32 3
  %v743 = bitcast float addrspace(1)* %v738 to <4 x float> addrspace(1)*
  store <4 x float> %v742, <4 x float> addrspace(1)* %v743, align 16
  br label %join16
join16:
  %v744 = mul i64 16, %v696
  %v745 = add i64 %v708, %v744
  %v746 = add i64 %v695, 16
  %v747 = icmp ult i64 %v746, %v697
  %v748 = icmp ult i64 %v706, %v707
  %v749 = and i1 %v747, %v748
  %v750 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v745
  br i1 %v749, label %st17, label %join18
st17:
  %v751 = insertelement <4 x float> undef, float %v25, i32 0
  %v752 = insertelement <4 x float> %v751, float %v26, i32 1
  %v753 = insertelement <4 x float> %v752, float %v27, i32 2
  %v754 = insertelement <4 x float> %v753, float %v28, i32 3
  %v755 = bitcast float addrspace(1)* %v750 to <4 x float> addrspace(1)*
  store <4 x float> %v754, <4 x float> addrspace(1)* %v755, align 16
  br label %join18
join18:
  br label %st_done14
}

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
