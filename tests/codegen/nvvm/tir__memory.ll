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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v928, %mma_tile_done12 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v929, %mma_tile_done12 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v930, %mma_tile_done12 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v931, %mma_tile_done12 ]
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v932, %mma_tile_done12 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v933, %mma_tile_done12 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v934, %mma_tile_done12 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v935, %mma_tile_done12 ]
  %v29 = phi i64 [ 0, %entry0 ], [ %v936, %mma_tile_done12 ]
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
  %v937 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v938 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v939 = and i32 %v2, 1
  %v940 = shl i32 %v939, 2
  %v941 = lshr i32 %v2, 1
  %v942 = and i32 %v941, 1
  %v943 = shl i32 %v942, 3
  %v944 = or i32 %v940, %v943
  %v945 = lshr i32 %v2, 2
  %v946 = and i32 %v945, 1
  %v947 = shl i32 %v946, 4
  %v948 = or i32 %v944, %v947
  %v949 = lshr i32 %v2, 3
  %v950 = and i32 %v949, 1
  %v951 = shl i32 %v950, 5
  %v952 = or i32 %v948, %v951
  %v953 = lshr i32 %v2, 4
  %v954 = and i32 %v953, 1
  %v955 = shl i32 %v954, 6
  %v956 = or i32 %v952, %v955
  %v957 = and i32 %v3, 1
  %v958 = shl i32 %v957, 7
  %v959 = or i32 %v956, %v958
  %v960 = lshr i32 %v3, 1
  %v961 = and i32 %v960, 1
  %v962 = shl i32 %v961, 8
  %v963 = or i32 %v959, %v962
  %v964 = lshr i32 %v963, 5
  %v965 = and i32 %v964, 31
  %v966 = and i32 %v963, 31
  %v967 = sext i32 %v937 to i64
  %v968 = mul i64 %v967, 32
  %v969 = zext i32 %v965 to i64
  %v970 = add i64 %v968, %v969
  %v971 = sext i32 %p13 to i64
  %v972 = zext i32 %p11 to i64
  %v973 = mul i64 %v970, %v971
  %v974 = add i64 %v968, 32
  %v975 = icmp sle i64 %v974, %v972
  %v976 = icmp sge i64 %v967, 0
  %v977 = and i1 %v975, %v976
  %v978 = sext i32 %v938 to i64
  %v979 = mul i64 %v978, 32
  %v980 = zext i32 %v966 to i64
  %v981 = add i64 %v979, %v980
  %v982 = zext i32 %p12 to i64
  %v983 = add i64 %v973, %v981
  %v984 = add i64 %v979, 32
  %v985 = icmp sle i64 %v984, %v982
  %v986 = icmp sge i64 %v978, 0
  %v987 = and i1 %v985, %v986
  %v988 = and i1 %v977, %v987
  br i1 %v988, label %st_full15, label %st_edge16
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
  %v368 = fptrunc float %v183 to half
  %v369 = bitcast half %v368 to i16
  %v370 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v371 = getelementptr inbounds i16, i16 addrspace(3)* %v370, i32 %v367
  store volatile i16 %v369, i16 addrspace(3)* %v371, align 2
  %v372 = or i32 %v367, 1
  %v373 = fptrunc float %v184 to half
  %v374 = bitcast half %v373 to i16
  %v375 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v376 = getelementptr inbounds i16, i16 addrspace(3)* %v375, i32 %v372
  store volatile i16 %v374, i16 addrspace(3)* %v376, align 2
  %v377 = or i32 %v367, 2
  %v378 = fptrunc float %v185 to half
  %v379 = bitcast half %v378 to i16
  %v380 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v381 = getelementptr inbounds i16, i16 addrspace(3)* %v380, i32 %v377
  store volatile i16 %v379, i16 addrspace(3)* %v381, align 2
  %v382 = or i32 %v367, 3
  %v383 = fptrunc float %v186 to half
  %v384 = bitcast half %v383 to i16
  %v385 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v386 = getelementptr inbounds i16, i16 addrspace(3)* %v385, i32 %v382
  store volatile i16 %v384, i16 addrspace(3)* %v386, align 2
  %v387 = or i32 %v367, 4
  %v388 = fptrunc float %v187 to half
  %v389 = bitcast half %v388 to i16
  %v390 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v391 = getelementptr inbounds i16, i16 addrspace(3)* %v390, i32 %v387
  store volatile i16 %v389, i16 addrspace(3)* %v391, align 2
  %v392 = or i32 %v367, 5
  %v393 = fptrunc float %v188 to half
  %v394 = bitcast half %v393 to i16
  %v395 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v396 = getelementptr inbounds i16, i16 addrspace(3)* %v395, i32 %v392
  store volatile i16 %v394, i16 addrspace(3)* %v396, align 2
  %v397 = or i32 %v367, 6
  %v398 = fptrunc float %v189 to half
  %v399 = bitcast half %v398 to i16
  %v400 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v401 = getelementptr inbounds i16, i16 addrspace(3)* %v400, i32 %v397
  store volatile i16 %v399, i16 addrspace(3)* %v401, align 2
  %v402 = or i32 %v367, 7
  %v403 = fptrunc float %v190 to half
  %v404 = bitcast half %v403 to i16
  %v405 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v406 = getelementptr inbounds i16, i16 addrspace(3)* %v405, i32 %v402
  store volatile i16 %v404, i16 addrspace(3)* %v406, align 2
  %v407 = and i32 %v2, 1
  %v408 = shl i32 %v407, 3
  %v409 = lshr i32 %v2, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 4
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v2, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 5
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v2, 3
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 6
  %v420 = or i32 %v416, %v419
  %v421 = lshr i32 %v2, 4
  %v422 = and i32 %v421, 1
  %v423 = shl i32 %v422, 7
  %v424 = or i32 %v420, %v423
  %v425 = and i32 %v3, 1
  %v426 = shl i32 %v425, 8
  %v427 = or i32 %v424, %v426
  %v428 = udiv i32 %v427, 32
  %v429 = urem i32 %v427, 32
  %v430 = mul i32 %v429, 16
  %v431 = add i32 %v430, %v428
  %v432 = fptrunc float %v339 to half
  %v433 = bitcast half %v432 to i16
  %v434 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v435 = getelementptr inbounds i16, i16 addrspace(3)* %v434, i32 %v431
  store volatile i16 %v433, i16 addrspace(3)* %v435, align 2
  %v436 = or i32 %v427, 1
  %v437 = udiv i32 %v436, 32
  %v438 = urem i32 %v436, 32
  %v439 = mul i32 %v438, 16
  %v440 = add i32 %v439, %v437
  %v441 = fptrunc float %v340 to half
  %v442 = bitcast half %v441 to i16
  %v443 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v444 = getelementptr inbounds i16, i16 addrspace(3)* %v443, i32 %v440
  store volatile i16 %v442, i16 addrspace(3)* %v444, align 2
  %v445 = or i32 %v427, 2
  %v446 = udiv i32 %v445, 32
  %v447 = urem i32 %v445, 32
  %v448 = mul i32 %v447, 16
  %v449 = add i32 %v448, %v446
  %v450 = fptrunc float %v341 to half
  %v451 = bitcast half %v450 to i16
  %v452 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v453 = getelementptr inbounds i16, i16 addrspace(3)* %v452, i32 %v449
  store volatile i16 %v451, i16 addrspace(3)* %v453, align 2
  %v454 = or i32 %v427, 3
  %v455 = udiv i32 %v454, 32
  %v456 = urem i32 %v454, 32
  %v457 = mul i32 %v456, 16
  %v458 = add i32 %v457, %v455
  %v459 = fptrunc float %v342 to half
  %v460 = bitcast half %v459 to i16
  %v461 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v462 = getelementptr inbounds i16, i16 addrspace(3)* %v461, i32 %v458
  store volatile i16 %v460, i16 addrspace(3)* %v462, align 2
  %v463 = or i32 %v427, 4
  %v464 = udiv i32 %v463, 32
  %v465 = urem i32 %v463, 32
  %v466 = mul i32 %v465, 16
  %v467 = add i32 %v466, %v464
  %v468 = fptrunc float %v343 to half
  %v469 = bitcast half %v468 to i16
  %v470 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v471 = getelementptr inbounds i16, i16 addrspace(3)* %v470, i32 %v467
  store volatile i16 %v469, i16 addrspace(3)* %v471, align 2
  %v472 = or i32 %v427, 5
  %v473 = udiv i32 %v472, 32
  %v474 = urem i32 %v472, 32
  %v475 = mul i32 %v474, 16
  %v476 = add i32 %v475, %v473
  %v477 = fptrunc float %v344 to half
  %v478 = bitcast half %v477 to i16
  %v479 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v480 = getelementptr inbounds i16, i16 addrspace(3)* %v479, i32 %v476
  store volatile i16 %v478, i16 addrspace(3)* %v480, align 2
  %v481 = or i32 %v427, 6
  %v482 = udiv i32 %v481, 32
  %v483 = urem i32 %v481, 32
  %v484 = mul i32 %v483, 16
  %v485 = add i32 %v484, %v482
  %v486 = fptrunc float %v345 to half
  %v487 = bitcast half %v486 to i16
  %v488 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v489 = getelementptr inbounds i16, i16 addrspace(3)* %v488, i32 %v485
  store volatile i16 %v487, i16 addrspace(3)* %v489, align 2
  %v490 = or i32 %v427, 7
  %v491 = udiv i32 %v490, 32
  %v492 = urem i32 %v490, 32
  %v493 = mul i32 %v492, 16
  %v494 = add i32 %v493, %v491
  %v495 = fptrunc float %v346 to half
  %v496 = bitcast half %v495 to i16
  %v497 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i16 addrspace(3)*
  %v498 = getelementptr inbounds i16, i16 addrspace(3)* %v497, i32 %v494
  store volatile i16 %v496, i16 addrspace(3)* %v498, align 2
  call void @llvm.nvvm.barrier0()
  %v499 = lshr i32 %v2, 2
  %v500 = and i32 %v2, 3
  %v501 = shl i32 %v500, 1
  br label %mma_tile10
mma_tile10:
  %v502 = phi i32 [ %v3, %ld_done9 ], [ %v871, %mma_k16_done14 ]
  %v503 = icmp slt i32 %v502, 1
  br i1 %v503, label %mma_tile_body11, label %mma_tile_done12
mma_tile_body11:
  %v504 = urem i32 %v502, 1
  %v505 = mul i32 %v502, 32
  %v506 = mul i32 %v504, 32
  %v507 = add i32 %v505, %v499
  %v508 = add i32 %v505, %v499
  %v509 = add i32 %v508, 16
  %v510 = add i32 %v506, %v499
  %v511 = add i32 %v506, %v499
  %v512 = add i32 %v511, 8
  %v513 = add i32 %v506, %v499
  %v514 = add i32 %v513, 16
  %v515 = add i32 %v506, %v499
  %v516 = add i32 %v515, 24
  br label %mma_k1613
mma_tile_done12:
  call void @llvm.nvvm.barrier0()
  %v872 = and i32 %v2, 1
  %v873 = shl i32 %v872, 2
  %v874 = lshr i32 %v2, 1
  %v875 = and i32 %v874, 1
  %v876 = shl i32 %v875, 3
  %v877 = or i32 %v873, %v876
  %v878 = lshr i32 %v2, 2
  %v879 = and i32 %v878, 1
  %v880 = shl i32 %v879, 4
  %v881 = or i32 %v877, %v880
  %v882 = lshr i32 %v2, 3
  %v883 = and i32 %v882, 1
  %v884 = shl i32 %v883, 5
  %v885 = or i32 %v881, %v884
  %v886 = lshr i32 %v2, 4
  %v887 = and i32 %v886, 1
  %v888 = shl i32 %v887, 6
  %v889 = or i32 %v885, %v888
  %v890 = and i32 %v3, 1
  %v891 = shl i32 %v890, 7
  %v892 = or i32 %v889, %v891
  %v893 = lshr i32 %v3, 1
  %v894 = and i32 %v893, 1
  %v895 = shl i32 %v894, 8
  %v896 = or i32 %v892, %v895
  %v897 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v898 = getelementptr inbounds float, float addrspace(3)* %v897, i32 %v896
  %v899 = load float, float addrspace(3)* %v898, align 4
  %v900 = or i32 %v896, 1
  %v901 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v902 = getelementptr inbounds float, float addrspace(3)* %v901, i32 %v900
  %v903 = load float, float addrspace(3)* %v902, align 4
  %v904 = or i32 %v896, 2
  %v905 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v906 = getelementptr inbounds float, float addrspace(3)* %v905, i32 %v904
  %v907 = load float, float addrspace(3)* %v906, align 4
  %v908 = or i32 %v896, 3
  %v909 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v910 = getelementptr inbounds float, float addrspace(3)* %v909, i32 %v908
  %v911 = load float, float addrspace(3)* %v910, align 4
  %v912 = or i32 %v896, 512
  %v913 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v914 = getelementptr inbounds float, float addrspace(3)* %v913, i32 %v912
  %v915 = load float, float addrspace(3)* %v914, align 4
  %v916 = or i32 %v896, 513
  %v917 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v918 = getelementptr inbounds float, float addrspace(3)* %v917, i32 %v916
  %v919 = load float, float addrspace(3)* %v918, align 4
  %v920 = or i32 %v896, 514
  %v921 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v922 = getelementptr inbounds float, float addrspace(3)* %v921, i32 %v920
  %v923 = load float, float addrspace(3)* %v922, align 4
  %v924 = or i32 %v896, 515
  %v925 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v926 = getelementptr inbounds float, float addrspace(3)* %v925, i32 %v924
  %v927 = load float, float addrspace(3)* %v926, align 4
  %v928 = fadd float %v21, %v899
  %v929 = fadd float %v22, %v903
  %v930 = fadd float %v23, %v907
  %v931 = fadd float %v24, %v911
  %v932 = fadd float %v25, %v915
  %v933 = fadd float %v26, %v919
  %v934 = fadd float %v27, %v923
  %v935 = fadd float %v28, %v927
  %v936 = add i64 %v29, 1
  br label %for1
mma_k1613:
  %v517 = phi i32 [ 0, %mma_tile_body11 ], [ %v695, %mma_k1613 ]
  %v518 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v656, %mma_k1613 ]
  %v519 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v657, %mma_k1613 ]
  %v520 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v658, %mma_k1613 ]
  %v521 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v659, %mma_k1613 ]
  %v522 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v661, %mma_k1613 ]
  %v523 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v662, %mma_k1613 ]
  %v524 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v663, %mma_k1613 ]
  %v525 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v664, %mma_k1613 ]
  %v526 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v666, %mma_k1613 ]
  %v527 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v667, %mma_k1613 ]
  %v528 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v668, %mma_k1613 ]
  %v529 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v669, %mma_k1613 ]
  %v530 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v671, %mma_k1613 ]
  %v531 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v672, %mma_k1613 ]
  %v532 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v673, %mma_k1613 ]
  %v533 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v674, %mma_k1613 ]
  %v534 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v676, %mma_k1613 ]
  %v535 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v677, %mma_k1613 ]
  %v536 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v678, %mma_k1613 ]
  %v537 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v679, %mma_k1613 ]
  %v538 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v681, %mma_k1613 ]
  %v539 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v682, %mma_k1613 ]
  %v540 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v683, %mma_k1613 ]
  %v541 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v684, %mma_k1613 ]
  %v542 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v686, %mma_k1613 ]
  %v543 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v687, %mma_k1613 ]
  %v544 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v688, %mma_k1613 ]
  %v545 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v689, %mma_k1613 ]
  %v546 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v691, %mma_k1613 ]
  %v547 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v692, %mma_k1613 ]
  %v548 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v693, %mma_k1613 ]
  %v549 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v694, %mma_k1613 ]
  %v550 = add i32 %v517, %v501
  %v551 = add i32 %v507, 8
  %v552 = add i32 %v550, 8
  %v553 = mul i32 %v507, 16
  %v554 = add i32 %v553, %v550
  %v555 = lshr i32 %v554, 1
  %v556 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v557 = getelementptr inbounds i32, i32 addrspace(3)* %v556, i32 %v555
  %v558 = load i32, i32 addrspace(3)* %v557, align 4
  %v559 = mul i32 %v551, 16
  %v560 = add i32 %v559, %v550
  %v561 = lshr i32 %v560, 1
  %v562 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v563 = getelementptr inbounds i32, i32 addrspace(3)* %v562, i32 %v561
  %v564 = load i32, i32 addrspace(3)* %v563, align 4
  %v565 = mul i32 %v507, 16
  %v566 = add i32 %v565, %v552
  %v567 = lshr i32 %v566, 1
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v569 = getelementptr inbounds i32, i32 addrspace(3)* %v568, i32 %v567
  %v570 = load i32, i32 addrspace(3)* %v569, align 4
  %v571 = mul i32 %v551, 16
  %v572 = add i32 %v571, %v552
  %v573 = lshr i32 %v572, 1
  %v574 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v575 = getelementptr inbounds i32, i32 addrspace(3)* %v574, i32 %v573
  %v576 = load i32, i32 addrspace(3)* %v575, align 4
  %v577 = add i32 %v509, 8
  %v578 = add i32 %v550, 8
  %v579 = mul i32 %v509, 16
  %v580 = add i32 %v579, %v550
  %v581 = lshr i32 %v580, 1
  %v582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v583 = getelementptr inbounds i32, i32 addrspace(3)* %v582, i32 %v581
  %v584 = load i32, i32 addrspace(3)* %v583, align 4
  %v585 = mul i32 %v577, 16
  %v586 = add i32 %v585, %v550
  %v587 = lshr i32 %v586, 1
  %v588 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v589 = getelementptr inbounds i32, i32 addrspace(3)* %v588, i32 %v587
  %v590 = load i32, i32 addrspace(3)* %v589, align 4
  %v591 = mul i32 %v509, 16
  %v592 = add i32 %v591, %v578
  %v593 = lshr i32 %v592, 1
  %v594 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v595 = getelementptr inbounds i32, i32 addrspace(3)* %v594, i32 %v593
  %v596 = load i32, i32 addrspace(3)* %v595, align 4
  %v597 = mul i32 %v577, 16
  %v598 = add i32 %v597, %v578
  %v599 = lshr i32 %v598, 1
  %v600 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v601 = getelementptr inbounds i32, i32 addrspace(3)* %v600, i32 %v599
  %v602 = load i32, i32 addrspace(3)* %v601, align 4
  %v603 = mul i32 %v510, 16
  %v604 = add i32 %v603, %v550
  %v605 = lshr i32 %v604, 1
  %v606 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v607 = getelementptr inbounds i32, i32 addrspace(3)* %v606, i32 %v605
  %v608 = load i32, i32 addrspace(3)* %v607, align 4
  %v609 = add i32 %v550, 8
  %v610 = mul i32 %v510, 16
  %v611 = add i32 %v610, %v609
  %v612 = lshr i32 %v611, 1
  %v613 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v614 = getelementptr inbounds i32, i32 addrspace(3)* %v613, i32 %v612
  %v615 = load i32, i32 addrspace(3)* %v614, align 4
  %v616 = mul i32 %v512, 16
  %v617 = add i32 %v616, %v550
  %v618 = lshr i32 %v617, 1
  %v619 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v620 = getelementptr inbounds i32, i32 addrspace(3)* %v619, i32 %v618
  %v621 = load i32, i32 addrspace(3)* %v620, align 4
  %v622 = add i32 %v550, 8
  %v623 = mul i32 %v512, 16
  %v624 = add i32 %v623, %v622
  %v625 = lshr i32 %v624, 1
  %v626 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v627 = getelementptr inbounds i32, i32 addrspace(3)* %v626, i32 %v625
  %v628 = load i32, i32 addrspace(3)* %v627, align 4
  %v629 = mul i32 %v514, 16
  %v630 = add i32 %v629, %v550
  %v631 = lshr i32 %v630, 1
  %v632 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v633 = getelementptr inbounds i32, i32 addrspace(3)* %v632, i32 %v631
  %v634 = load i32, i32 addrspace(3)* %v633, align 4
  %v635 = add i32 %v550, 8
  %v636 = mul i32 %v514, 16
  %v637 = add i32 %v636, %v635
  %v638 = lshr i32 %v637, 1
  %v639 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v640 = getelementptr inbounds i32, i32 addrspace(3)* %v639, i32 %v638
  %v641 = load i32, i32 addrspace(3)* %v640, align 4
  %v642 = mul i32 %v516, 16
  %v643 = add i32 %v642, %v550
  %v644 = lshr i32 %v643, 1
  %v645 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v646 = getelementptr inbounds i32, i32 addrspace(3)* %v645, i32 %v644
  %v647 = load i32, i32 addrspace(3)* %v646, align 4
  %v648 = add i32 %v550, 8
  %v649 = mul i32 %v516, 16
  %v650 = add i32 %v649, %v648
  %v651 = lshr i32 %v650, 1
  %v652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 1024) to i32 addrspace(3)*
  %v653 = getelementptr inbounds i32, i32 addrspace(3)* %v652, i32 %v651
  %v654 = load i32, i32 addrspace(3)* %v653, align 4
  %v655 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v558, i32 %v564, i32 %v570, i32 %v576, i32 %v608, i32 %v615, float %v518, float %v519, float %v520, float %v521)
  %v656 = extractvalue {float, float, float, float} %v655, 0
  %v657 = extractvalue {float, float, float, float} %v655, 1
  %v658 = extractvalue {float, float, float, float} %v655, 2
  %v659 = extractvalue {float, float, float, float} %v655, 3
  %v660 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v558, i32 %v564, i32 %v570, i32 %v576, i32 %v621, i32 %v628, float %v522, float %v523, float %v524, float %v525)
  %v661 = extractvalue {float, float, float, float} %v660, 0
  %v662 = extractvalue {float, float, float, float} %v660, 1
  %v663 = extractvalue {float, float, float, float} %v660, 2
  %v664 = extractvalue {float, float, float, float} %v660, 3
  %v665 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v558, i32 %v564, i32 %v570, i32 %v576, i32 %v634, i32 %v641, float %v526, float %v527, float %v528, float %v529)
  %v666 = extractvalue {float, float, float, float} %v665, 0
  %v667 = extractvalue {float, float, float, float} %v665, 1
  %v668 = extractvalue {float, float, float, float} %v665, 2
  %v669 = extractvalue {float, float, float, float} %v665, 3
  %v670 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v558, i32 %v564, i32 %v570, i32 %v576, i32 %v647, i32 %v654, float %v530, float %v531, float %v532, float %v533)
  %v671 = extractvalue {float, float, float, float} %v670, 0
  %v672 = extractvalue {float, float, float, float} %v670, 1
  %v673 = extractvalue {float, float, float, float} %v670, 2
  %v674 = extractvalue {float, float, float, float} %v670, 3
  %v675 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v584, i32 %v590, i32 %v596, i32 %v602, i32 %v608, i32 %v615, float %v534, float %v535, float %v536, float %v537)
  %v676 = extractvalue {float, float, float, float} %v675, 0
  %v677 = extractvalue {float, float, float, float} %v675, 1
  %v678 = extractvalue {float, float, float, float} %v675, 2
  %v679 = extractvalue {float, float, float, float} %v675, 3
  %v680 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v584, i32 %v590, i32 %v596, i32 %v602, i32 %v621, i32 %v628, float %v538, float %v539, float %v540, float %v541)
  %v681 = extractvalue {float, float, float, float} %v680, 0
  %v682 = extractvalue {float, float, float, float} %v680, 1
  %v683 = extractvalue {float, float, float, float} %v680, 2
  %v684 = extractvalue {float, float, float, float} %v680, 3
  %v685 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v584, i32 %v590, i32 %v596, i32 %v602, i32 %v634, i32 %v641, float %v542, float %v543, float %v544, float %v545)
  %v686 = extractvalue {float, float, float, float} %v685, 0
  %v687 = extractvalue {float, float, float, float} %v685, 1
  %v688 = extractvalue {float, float, float, float} %v685, 2
  %v689 = extractvalue {float, float, float, float} %v685, 3
  %v690 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v584, i32 %v590, i32 %v596, i32 %v602, i32 %v647, i32 %v654, float %v546, float %v547, float %v548, float %v549)
  %v691 = extractvalue {float, float, float, float} %v690, 0
  %v692 = extractvalue {float, float, float, float} %v690, 1
  %v693 = extractvalue {float, float, float, float} %v690, 2
  %v694 = extractvalue {float, float, float, float} %v690, 3
  %v695 = add i32 %v517, 16
  %v696 = icmp slt i32 %v695, 16
  br i1 %v696, label %mma_k1613, label %mma_k16_done14
mma_k16_done14:
  %v697 = add i32 %v506, %v501
  %v698 = mul i32 %v507, 32
  %v699 = add i32 %v698, %v697
  %v700 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v701 = getelementptr inbounds float, float addrspace(3)* %v700, i32 %v699
  store float %v656, float addrspace(3)* %v701, align 4
  %v702 = add i32 %v697, 1
  %v703 = mul i32 %v507, 32
  %v704 = add i32 %v703, %v702
  %v705 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v706 = getelementptr inbounds float, float addrspace(3)* %v705, i32 %v704
  store float %v657, float addrspace(3)* %v706, align 4
  %v707 = add i32 %v507, 8
  %v708 = mul i32 %v707, 32
  %v709 = add i32 %v708, %v697
  %v710 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v711 = getelementptr inbounds float, float addrspace(3)* %v710, i32 %v709
  store float %v658, float addrspace(3)* %v711, align 4
  %v712 = add i32 %v507, 8
  %v713 = add i32 %v697, 1
  %v714 = mul i32 %v712, 32
  %v715 = add i32 %v714, %v713
  %v716 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v717 = getelementptr inbounds float, float addrspace(3)* %v716, i32 %v715
  store float %v659, float addrspace(3)* %v717, align 4
  %v718 = add i32 %v506, %v501
  %v719 = add i32 %v718, 8
  %v720 = mul i32 %v507, 32
  %v721 = add i32 %v720, %v719
  %v722 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v723 = getelementptr inbounds float, float addrspace(3)* %v722, i32 %v721
  store float %v661, float addrspace(3)* %v723, align 4
  %v724 = add i32 %v719, 1
  %v725 = mul i32 %v507, 32
  %v726 = add i32 %v725, %v724
  %v727 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v728 = getelementptr inbounds float, float addrspace(3)* %v727, i32 %v726
  store float %v662, float addrspace(3)* %v728, align 4
  %v729 = add i32 %v507, 8
  %v730 = mul i32 %v729, 32
  %v731 = add i32 %v730, %v719
  %v732 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v733 = getelementptr inbounds float, float addrspace(3)* %v732, i32 %v731
  store float %v663, float addrspace(3)* %v733, align 4
  %v734 = add i32 %v507, 8
  %v735 = add i32 %v719, 1
  %v736 = mul i32 %v734, 32
  %v737 = add i32 %v736, %v735
  %v738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v739 = getelementptr inbounds float, float addrspace(3)* %v738, i32 %v737
  store float %v664, float addrspace(3)* %v739, align 4
  %v740 = add i32 %v506, %v501
  %v741 = add i32 %v740, 16
  %v742 = mul i32 %v507, 32
  %v743 = add i32 %v742, %v741
  %v744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v745 = getelementptr inbounds float, float addrspace(3)* %v744, i32 %v743
  store float %v666, float addrspace(3)* %v745, align 4
  %v746 = add i32 %v741, 1
  %v747 = mul i32 %v507, 32
  %v748 = add i32 %v747, %v746
  %v749 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v750 = getelementptr inbounds float, float addrspace(3)* %v749, i32 %v748
  store float %v667, float addrspace(3)* %v750, align 4
  %v751 = add i32 %v507, 8
  %v752 = mul i32 %v751, 32
  %v753 = add i32 %v752, %v741
  %v754 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v755 = getelementptr inbounds float, float addrspace(3)* %v754, i32 %v753
  store float %v668, float addrspace(3)* %v755, align 4
  %v756 = add i32 %v507, 8
  %v757 = add i32 %v741, 1
  %v758 = mul i32 %v756, 32
  %v759 = add i32 %v758, %v757
  %v760 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v761 = getelementptr inbounds float, float addrspace(3)* %v760, i32 %v759
  store float %v669, float addrspace(3)* %v761, align 4
  %v762 = add i32 %v506, %v501
  %v763 = add i32 %v762, 24
  %v764 = mul i32 %v507, 32
  %v765 = add i32 %v764, %v763
  %v766 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v767 = getelementptr inbounds float, float addrspace(3)* %v766, i32 %v765
  store float %v671, float addrspace(3)* %v767, align 4
  %v768 = add i32 %v763, 1
  %v769 = mul i32 %v507, 32
  %v770 = add i32 %v769, %v768
  %v771 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v772 = getelementptr inbounds float, float addrspace(3)* %v771, i32 %v770
  store float %v672, float addrspace(3)* %v772, align 4
  %v773 = add i32 %v507, 8
  %v774 = mul i32 %v773, 32
  %v775 = add i32 %v774, %v763
  %v776 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v777 = getelementptr inbounds float, float addrspace(3)* %v776, i32 %v775
  store float %v673, float addrspace(3)* %v777, align 4
  %v778 = add i32 %v507, 8
  %v779 = add i32 %v763, 1
  %v780 = mul i32 %v778, 32
  %v781 = add i32 %v780, %v779
  %v782 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v783 = getelementptr inbounds float, float addrspace(3)* %v782, i32 %v781
  store float %v674, float addrspace(3)* %v783, align 4
  %v784 = add i32 %v506, %v501
  %v785 = mul i32 %v509, 32
  %v786 = add i32 %v785, %v784
  %v787 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v788 = getelementptr inbounds float, float addrspace(3)* %v787, i32 %v786
  store float %v676, float addrspace(3)* %v788, align 4
  %v789 = add i32 %v784, 1
  %v790 = mul i32 %v509, 32
  %v791 = add i32 %v790, %v789
  %v792 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v793 = getelementptr inbounds float, float addrspace(3)* %v792, i32 %v791
  store float %v677, float addrspace(3)* %v793, align 4
  %v794 = add i32 %v509, 8
  %v795 = mul i32 %v794, 32
  %v796 = add i32 %v795, %v784
  %v797 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v798 = getelementptr inbounds float, float addrspace(3)* %v797, i32 %v796
  store float %v678, float addrspace(3)* %v798, align 4
  %v799 = add i32 %v509, 8
  %v800 = add i32 %v784, 1
  %v801 = mul i32 %v799, 32
  %v802 = add i32 %v801, %v800
  %v803 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v804 = getelementptr inbounds float, float addrspace(3)* %v803, i32 %v802
  store float %v679, float addrspace(3)* %v804, align 4
  %v805 = add i32 %v506, %v501
  %v806 = add i32 %v805, 8
  %v807 = mul i32 %v509, 32
  %v808 = add i32 %v807, %v806
  %v809 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v810 = getelementptr inbounds float, float addrspace(3)* %v809, i32 %v808
  store float %v681, float addrspace(3)* %v810, align 4
  %v811 = add i32 %v806, 1
  %v812 = mul i32 %v509, 32
  %v813 = add i32 %v812, %v811
  %v814 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v815 = getelementptr inbounds float, float addrspace(3)* %v814, i32 %v813
  store float %v682, float addrspace(3)* %v815, align 4
  %v816 = add i32 %v509, 8
  %v817 = mul i32 %v816, 32
  %v818 = add i32 %v817, %v806
  %v819 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v820 = getelementptr inbounds float, float addrspace(3)* %v819, i32 %v818
  store float %v683, float addrspace(3)* %v820, align 4
  %v821 = add i32 %v509, 8
  %v822 = add i32 %v806, 1
  %v823 = mul i32 %v821, 32
  %v824 = add i32 %v823, %v822
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 %v824
  store float %v684, float addrspace(3)* %v826, align 4
  %v827 = add i32 %v506, %v501
  %v828 = add i32 %v827, 16
  %v829 = mul i32 %v509, 32
  %v830 = add i32 %v829, %v828
  %v831 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v832 = getelementptr inbounds float, float addrspace(3)* %v831, i32 %v830
  store float %v686, float addrspace(3)* %v832, align 4
  %v833 = add i32 %v828, 1
  %v834 = mul i32 %v509, 32
  %v835 = add i32 %v834, %v833
  %v836 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v837 = getelementptr inbounds float, float addrspace(3)* %v836, i32 %v835
  store float %v687, float addrspace(3)* %v837, align 4
  %v838 = add i32 %v509, 8
  %v839 = mul i32 %v838, 32
  %v840 = add i32 %v839, %v828
  %v841 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v842 = getelementptr inbounds float, float addrspace(3)* %v841, i32 %v840
  store float %v688, float addrspace(3)* %v842, align 4
  %v843 = add i32 %v509, 8
  %v844 = add i32 %v828, 1
  %v845 = mul i32 %v843, 32
  %v846 = add i32 %v845, %v844
  %v847 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v848 = getelementptr inbounds float, float addrspace(3)* %v847, i32 %v846
  store float %v689, float addrspace(3)* %v848, align 4
  %v849 = add i32 %v506, %v501
  %v850 = add i32 %v849, 24
  %v851 = mul i32 %v509, 32
  %v852 = add i32 %v851, %v850
  %v853 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v854 = getelementptr inbounds float, float addrspace(3)* %v853, i32 %v852
  store float %v691, float addrspace(3)* %v854, align 4
  %v855 = add i32 %v850, 1
  %v856 = mul i32 %v509, 32
  %v857 = add i32 %v856, %v855
  %v858 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v859 = getelementptr inbounds float, float addrspace(3)* %v858, i32 %v857
  store float %v692, float addrspace(3)* %v859, align 4
  %v860 = add i32 %v509, 8
  %v861 = mul i32 %v860, 32
  %v862 = add i32 %v861, %v850
  %v863 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v864 = getelementptr inbounds float, float addrspace(3)* %v863, i32 %v862
  store float %v693, float addrspace(3)* %v864, align 4
  %v865 = add i32 %v509, 8
  %v866 = add i32 %v850, 1
  %v867 = mul i32 %v865, 32
  %v868 = add i32 %v867, %v866
  %v869 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to float addrspace(3)*
  %v870 = getelementptr inbounds float, float addrspace(3)* %v869, i32 %v868
  store float %v694, float addrspace(3)* %v870, align 4
  %v871 = add i32 %v502, 4
  br label %mma_tile10
st_full15:
  %v989 = icmp ult i64 %v970, %v972
  %v990 = icmp ult i64 %v981, %v982
  %v991 = and i1 %v989, %v990
  %v992 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v983
  %v993 = insertelement <4 x float> undef, float %v21, i32 0
  %v994 = insertelement <4 x float> %v993, float %v22, i32 1
  %v995 = insertelement <4 x float> %v994, float %v23, i32 2
  %v996 = insertelement <4 x float> %v995, float %v24, i32 3
  %v997 = bitcast float addrspace(1)* %v992 to <4 x float> addrspace(1)*
  store <4 x float> %v996, <4 x float> addrspace(1)* %v997, align 16
  %v998 = mul i64 16, %v971
  %v999 = add i64 %v983, %v998
  %v1000 = add i64 %v970, 16
  %v1001 = icmp ult i64 %v1000, %v972
  %v1002 = icmp ult i64 %v981, %v982
  %v1003 = and i1 %v1001, %v1002
  %v1004 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v999
  %v1005 = insertelement <4 x float> undef, float %v25, i32 0
  %v1006 = insertelement <4 x float> %v1005, float %v26, i32 1
  %v1007 = insertelement <4 x float> %v1006, float %v27, i32 2
  %v1008 = insertelement <4 x float> %v1007, float %v28, i32 3
  %v1009 = bitcast float addrspace(1)* %v1004 to <4 x float> addrspace(1)*
  store <4 x float> %v1008, <4 x float> addrspace(1)* %v1009, align 16
  br label %st_done17
st_edge16:
  %v1010 = icmp ult i64 %v970, %v972
  %v1011 = icmp ult i64 %v981, %v982
  %v1012 = and i1 %v1010, %v1011
  %v1013 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v983
  br i1 %v1012, label %st18, label %join19
st_done17:
  ret void
st18:
  %v1014 = insertelement <4 x float> undef, float %v21, i32 0
  %v1015 = insertelement <4 x float> %v1014, float %v22, i32 1
  %v1016 = insertelement <4 x float> %v1015, float %v23, i32 2
  %v1017 = insertelement <4 x float> %v1016, float %v24, i32 3
  %v1018 = bitcast float addrspace(1)* %v1013 to <4 x float> addrspace(1)*
  store <4 x float> %v1017, <4 x float> addrspace(1)* %v1018, align 16
  br label %join19
join19:
  %v1019 = mul i64 16, %v971
  %v1020 = add i64 %v983, %v1019
  %v1021 = add i64 %v970, 16
  %v1022 = icmp ult i64 %v1021, %v972
  %v1023 = icmp ult i64 %v981, %v982
  %v1024 = and i1 %v1022, %v1023
  %v1025 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1020
  br i1 %v1024, label %st20, label %join21
st20:
  %v1026 = insertelement <4 x float> undef, float %v25, i32 0
  %v1027 = insertelement <4 x float> %v1026, float %v26, i32 1
  %v1028 = insertelement <4 x float> %v1027, float %v27, i32 2
  %v1029 = insertelement <4 x float> %v1028, float %v28, i32 3
  %v1030 = bitcast float addrspace(1)* %v1025 to <4 x float> addrspace(1)*
  store <4 x float> %v1029, <4 x float> addrspace(1)* %v1030, align 16
  br label %join21
join21:
  br label %st_done17
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
