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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v1008, %mma_tile_done12 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v1009, %mma_tile_done12 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v1010, %mma_tile_done12 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v1011, %mma_tile_done12 ]
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v1012, %mma_tile_done12 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v1013, %mma_tile_done12 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v1014, %mma_tile_done12 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v1015, %mma_tile_done12 ]
  %v29 = phi i64 [ 0, %entry0 ], [ %v1016, %mma_tile_done12 ]
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
  %v1017 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v1018 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v1019 = and i32 %v2, 1
  %v1020 = shl i32 %v1019, 2
  %v1021 = lshr i32 %v2, 1
  %v1022 = and i32 %v1021, 1
  %v1023 = shl i32 %v1022, 3
  %v1024 = or i32 %v1020, %v1023
  %v1025 = lshr i32 %v2, 2
  %v1026 = and i32 %v1025, 1
  %v1027 = shl i32 %v1026, 4
  %v1028 = or i32 %v1024, %v1027
  %v1029 = lshr i32 %v2, 3
  %v1030 = and i32 %v1029, 1
  %v1031 = shl i32 %v1030, 5
  %v1032 = or i32 %v1028, %v1031
  %v1033 = lshr i32 %v2, 4
  %v1034 = and i32 %v1033, 1
  %v1035 = shl i32 %v1034, 6
  %v1036 = or i32 %v1032, %v1035
  %v1037 = and i32 %v3, 1
  %v1038 = shl i32 %v1037, 7
  %v1039 = or i32 %v1036, %v1038
  %v1040 = lshr i32 %v3, 1
  %v1041 = and i32 %v1040, 1
  %v1042 = shl i32 %v1041, 8
  %v1043 = or i32 %v1039, %v1042
  %v1044 = lshr i32 %v1043, 5
  %v1045 = and i32 %v1044, 31
  %v1046 = and i32 %v1043, 31
  %v1047 = sext i32 %v1017 to i64
  %v1048 = mul i64 %v1047, 32
  %v1049 = zext i32 %v1045 to i64
  %v1050 = add i64 %v1048, %v1049
  %v1051 = sext i32 %p13 to i64
  %v1052 = zext i32 %p11 to i64
  %v1053 = mul i64 %v1050, %v1051
  %v1054 = add i64 %v1048, 32
  %v1055 = icmp sle i64 %v1054, %v1052
  %v1056 = icmp sge i64 %v1047, 0
  %v1057 = and i1 %v1055, %v1056
  %v1058 = sext i32 %v1018 to i64
  %v1059 = mul i64 %v1058, 32
  %v1060 = zext i32 %v1046 to i64
  %v1061 = add i64 %v1059, %v1060
  %v1062 = zext i32 %p12 to i64
  %v1063 = add i64 %v1053, %v1061
  %v1064 = add i64 %v1059, 32
  %v1065 = icmp sle i64 %v1064, %v1062
  %v1066 = icmp sge i64 %v1058, 0
  %v1067 = and i1 %v1065, %v1066
  %v1068 = and i1 %v1057, %v1067
  br i1 %v1068, label %st_full15, label %st_edge16
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
  %v483 = lshr i32 %v2, 2
  %v484 = and i32 %v2, 3
  %v485 = shl i32 %v484, 1
  br label %mma_tile10
mma_tile10:
  %v486 = phi i32 [ %v3, %ld_done9 ], [ %v951, %mma_k16_done14 ]
  %v487 = icmp slt i32 %v486, 1
  br i1 %v487, label %mma_tile_body11, label %mma_tile_done12
mma_tile_body11:
  %v488 = urem i32 %v486, 1
  %v489 = mul i32 %v486, 32
  %v490 = mul i32 %v488, 32
  %v491 = add i32 %v489, %v483
  %v492 = add i32 %v489, %v483
  %v493 = add i32 %v492, 16
  %v494 = add i32 %v490, %v483
  %v495 = add i32 %v490, %v483
  %v496 = add i32 %v495, 8
  %v497 = add i32 %v490, %v483
  %v498 = add i32 %v497, 16
  %v499 = add i32 %v490, %v483
  %v500 = add i32 %v499, 24
  br label %mma_k1613
mma_tile_done12:
  call void @llvm.nvvm.barrier0()
  %v952 = and i32 %v2, 1
  %v953 = shl i32 %v952, 2
  %v954 = lshr i32 %v2, 1
  %v955 = and i32 %v954, 1
  %v956 = shl i32 %v955, 3
  %v957 = or i32 %v953, %v956
  %v958 = lshr i32 %v2, 2
  %v959 = and i32 %v958, 1
  %v960 = shl i32 %v959, 4
  %v961 = or i32 %v957, %v960
  %v962 = lshr i32 %v2, 3
  %v963 = and i32 %v962, 1
  %v964 = shl i32 %v963, 5
  %v965 = or i32 %v961, %v964
  %v966 = lshr i32 %v2, 4
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 6
  %v969 = or i32 %v965, %v968
  %v970 = and i32 %v3, 1
  %v971 = shl i32 %v970, 7
  %v972 = or i32 %v969, %v971
  %v973 = lshr i32 %v3, 1
  %v974 = and i32 %v973, 1
  %v975 = shl i32 %v974, 8
  %v976 = or i32 %v972, %v975
  %v977 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v978 = getelementptr inbounds float, float addrspace(3)* %v977, i32 %v976
  %v979 = load float, float addrspace(3)* %v978, align 4
  %v980 = or i32 %v976, 1
  %v981 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v982 = getelementptr inbounds float, float addrspace(3)* %v981, i32 %v980
  %v983 = load float, float addrspace(3)* %v982, align 4
  %v984 = or i32 %v976, 2
  %v985 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v986 = getelementptr inbounds float, float addrspace(3)* %v985, i32 %v984
  %v987 = load float, float addrspace(3)* %v986, align 4
  %v988 = or i32 %v976, 3
  %v989 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v990 = getelementptr inbounds float, float addrspace(3)* %v989, i32 %v988
  %v991 = load float, float addrspace(3)* %v990, align 4
  %v992 = or i32 %v976, 512
  %v993 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v994 = getelementptr inbounds float, float addrspace(3)* %v993, i32 %v992
  %v995 = load float, float addrspace(3)* %v994, align 4
  %v996 = or i32 %v976, 513
  %v997 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v998 = getelementptr inbounds float, float addrspace(3)* %v997, i32 %v996
  %v999 = load float, float addrspace(3)* %v998, align 4
  %v1000 = or i32 %v976, 514
  %v1001 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v1002 = getelementptr inbounds float, float addrspace(3)* %v1001, i32 %v1000
  %v1003 = load float, float addrspace(3)* %v1002, align 4
  %v1004 = or i32 %v976, 515
  %v1005 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v1006 = getelementptr inbounds float, float addrspace(3)* %v1005, i32 %v1004
  %v1007 = load float, float addrspace(3)* %v1006, align 4
  %v1008 = fadd float %v21, %v979
  %v1009 = fadd float %v22, %v983
  %v1010 = fadd float %v23, %v987
  %v1011 = fadd float %v24, %v991
  %v1012 = fadd float %v25, %v995
  %v1013 = fadd float %v26, %v999
  %v1014 = fadd float %v27, %v1003
  %v1015 = fadd float %v28, %v1007
  %v1016 = add i64 %v29, 1
  br label %for1
mma_k1613:
  %v501 = phi i32 [ 0, %mma_tile_body11 ], [ %v775, %mma_k1613 ]
  %v502 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v736, %mma_k1613 ]
  %v503 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v737, %mma_k1613 ]
  %v504 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v738, %mma_k1613 ]
  %v505 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v739, %mma_k1613 ]
  %v506 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v741, %mma_k1613 ]
  %v507 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v742, %mma_k1613 ]
  %v508 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v743, %mma_k1613 ]
  %v509 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v744, %mma_k1613 ]
  %v510 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v746, %mma_k1613 ]
  %v511 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v747, %mma_k1613 ]
  %v512 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v748, %mma_k1613 ]
  %v513 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v749, %mma_k1613 ]
  %v514 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v751, %mma_k1613 ]
  %v515 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v752, %mma_k1613 ]
  %v516 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v753, %mma_k1613 ]
  %v517 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v754, %mma_k1613 ]
  %v518 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v756, %mma_k1613 ]
  %v519 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v757, %mma_k1613 ]
  %v520 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v758, %mma_k1613 ]
  %v521 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v759, %mma_k1613 ]
  %v522 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v761, %mma_k1613 ]
  %v523 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v762, %mma_k1613 ]
  %v524 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v763, %mma_k1613 ]
  %v525 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v764, %mma_k1613 ]
  %v526 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v766, %mma_k1613 ]
  %v527 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v767, %mma_k1613 ]
  %v528 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v768, %mma_k1613 ]
  %v529 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v769, %mma_k1613 ]
  %v530 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v771, %mma_k1613 ]
  %v531 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v772, %mma_k1613 ]
  %v532 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v773, %mma_k1613 ]
  %v533 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v774, %mma_k1613 ]
  %v534 = add i32 %v501, %v485
  %v535 = add i32 %v491, 8
  %v536 = add i32 %v534, 8
  %v537 = mul i32 %v491, 16
  %v538 = add i32 %v537, %v534
  %v539 = add i32 %v538, 1
  %v540 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v541 = getelementptr inbounds i32, i32 addrspace(3)* %v540, i32 %v538
  %v542 = load i32, i32 addrspace(3)* %v541, align 4
  %v543 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v544 = getelementptr inbounds i32, i32 addrspace(3)* %v543, i32 %v539
  %v545 = load i32, i32 addrspace(3)* %v544, align 4
  %v546 = and i32 %v542, 65535
  %v547 = shl i32 %v545, 16
  %v548 = or i32 %v546, %v547
  %v549 = mul i32 %v535, 16
  %v550 = add i32 %v549, %v534
  %v551 = add i32 %v550, 1
  %v552 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v553 = getelementptr inbounds i32, i32 addrspace(3)* %v552, i32 %v550
  %v554 = load i32, i32 addrspace(3)* %v553, align 4
  %v555 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v556 = getelementptr inbounds i32, i32 addrspace(3)* %v555, i32 %v551
  %v557 = load i32, i32 addrspace(3)* %v556, align 4
  %v558 = and i32 %v554, 65535
  %v559 = shl i32 %v557, 16
  %v560 = or i32 %v558, %v559
  %v561 = mul i32 %v491, 16
  %v562 = add i32 %v561, %v536
  %v563 = add i32 %v562, 1
  %v564 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v565 = getelementptr inbounds i32, i32 addrspace(3)* %v564, i32 %v562
  %v566 = load i32, i32 addrspace(3)* %v565, align 4
  %v567 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v568 = getelementptr inbounds i32, i32 addrspace(3)* %v567, i32 %v563
  %v569 = load i32, i32 addrspace(3)* %v568, align 4
  %v570 = and i32 %v566, 65535
  %v571 = shl i32 %v569, 16
  %v572 = or i32 %v570, %v571
  %v573 = mul i32 %v535, 16
  %v574 = add i32 %v573, %v536
  %v575 = add i32 %v574, 1
  %v576 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v577 = getelementptr inbounds i32, i32 addrspace(3)* %v576, i32 %v574
  %v578 = load i32, i32 addrspace(3)* %v577, align 4
  %v579 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v580 = getelementptr inbounds i32, i32 addrspace(3)* %v579, i32 %v575
  %v581 = load i32, i32 addrspace(3)* %v580, align 4
  %v582 = and i32 %v578, 65535
  %v583 = shl i32 %v581, 16
  %v584 = or i32 %v582, %v583
  %v585 = add i32 %v493, 8
  %v586 = add i32 %v534, 8
  %v587 = mul i32 %v493, 16
  %v588 = add i32 %v587, %v534
  %v589 = add i32 %v588, 1
  %v590 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v591 = getelementptr inbounds i32, i32 addrspace(3)* %v590, i32 %v588
  %v592 = load i32, i32 addrspace(3)* %v591, align 4
  %v593 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v594 = getelementptr inbounds i32, i32 addrspace(3)* %v593, i32 %v589
  %v595 = load i32, i32 addrspace(3)* %v594, align 4
  %v596 = and i32 %v592, 65535
  %v597 = shl i32 %v595, 16
  %v598 = or i32 %v596, %v597
  %v599 = mul i32 %v585, 16
  %v600 = add i32 %v599, %v534
  %v601 = add i32 %v600, 1
  %v602 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v603 = getelementptr inbounds i32, i32 addrspace(3)* %v602, i32 %v600
  %v604 = load i32, i32 addrspace(3)* %v603, align 4
  %v605 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v606 = getelementptr inbounds i32, i32 addrspace(3)* %v605, i32 %v601
  %v607 = load i32, i32 addrspace(3)* %v606, align 4
  %v608 = and i32 %v604, 65535
  %v609 = shl i32 %v607, 16
  %v610 = or i32 %v608, %v609
  %v611 = mul i32 %v493, 16
  %v612 = add i32 %v611, %v586
  %v613 = add i32 %v612, 1
  %v614 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v615 = getelementptr inbounds i32, i32 addrspace(3)* %v614, i32 %v612
  %v616 = load i32, i32 addrspace(3)* %v615, align 4
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v618 = getelementptr inbounds i32, i32 addrspace(3)* %v617, i32 %v613
  %v619 = load i32, i32 addrspace(3)* %v618, align 4
  %v620 = and i32 %v616, 65535
  %v621 = shl i32 %v619, 16
  %v622 = or i32 %v620, %v621
  %v623 = mul i32 %v585, 16
  %v624 = add i32 %v623, %v586
  %v625 = add i32 %v624, 1
  %v626 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v627 = getelementptr inbounds i32, i32 addrspace(3)* %v626, i32 %v624
  %v628 = load i32, i32 addrspace(3)* %v627, align 4
  %v629 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v630 = getelementptr inbounds i32, i32 addrspace(3)* %v629, i32 %v625
  %v631 = load i32, i32 addrspace(3)* %v630, align 4
  %v632 = and i32 %v628, 65535
  %v633 = shl i32 %v631, 16
  %v634 = or i32 %v632, %v633
  %v635 = mul i32 %v534, 32
  %v636 = add i32 %v635, %v494
  %v637 = add i32 %v636, 32
  %v638 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v639 = getelementptr inbounds i32, i32 addrspace(3)* %v638, i32 %v636
  %v640 = load i32, i32 addrspace(3)* %v639, align 4
  %v641 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v642 = getelementptr inbounds i32, i32 addrspace(3)* %v641, i32 %v637
  %v643 = load i32, i32 addrspace(3)* %v642, align 4
  %v644 = and i32 %v640, 65535
  %v645 = shl i32 %v643, 16
  %v646 = or i32 %v644, %v645
  %v647 = add i32 %v534, 8
  %v648 = mul i32 %v647, 32
  %v649 = add i32 %v648, %v494
  %v650 = add i32 %v649, 32
  %v651 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v652 = getelementptr inbounds i32, i32 addrspace(3)* %v651, i32 %v649
  %v653 = load i32, i32 addrspace(3)* %v652, align 4
  %v654 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v655 = getelementptr inbounds i32, i32 addrspace(3)* %v654, i32 %v650
  %v656 = load i32, i32 addrspace(3)* %v655, align 4
  %v657 = and i32 %v653, 65535
  %v658 = shl i32 %v656, 16
  %v659 = or i32 %v657, %v658
  %v660 = mul i32 %v534, 32
  %v661 = add i32 %v660, %v496
  %v662 = add i32 %v661, 32
  %v663 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v664 = getelementptr inbounds i32, i32 addrspace(3)* %v663, i32 %v661
  %v665 = load i32, i32 addrspace(3)* %v664, align 4
  %v666 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v667 = getelementptr inbounds i32, i32 addrspace(3)* %v666, i32 %v662
  %v668 = load i32, i32 addrspace(3)* %v667, align 4
  %v669 = and i32 %v665, 65535
  %v670 = shl i32 %v668, 16
  %v671 = or i32 %v669, %v670
  %v672 = add i32 %v534, 8
  %v673 = mul i32 %v672, 32
  %v674 = add i32 %v673, %v496
  %v675 = add i32 %v674, 32
  %v676 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v677 = getelementptr inbounds i32, i32 addrspace(3)* %v676, i32 %v674
  %v678 = load i32, i32 addrspace(3)* %v677, align 4
  %v679 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v680 = getelementptr inbounds i32, i32 addrspace(3)* %v679, i32 %v675
  %v681 = load i32, i32 addrspace(3)* %v680, align 4
  %v682 = and i32 %v678, 65535
  %v683 = shl i32 %v681, 16
  %v684 = or i32 %v682, %v683
  %v685 = mul i32 %v534, 32
  %v686 = add i32 %v685, %v498
  %v687 = add i32 %v686, 32
  %v688 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v689 = getelementptr inbounds i32, i32 addrspace(3)* %v688, i32 %v686
  %v690 = load i32, i32 addrspace(3)* %v689, align 4
  %v691 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v692 = getelementptr inbounds i32, i32 addrspace(3)* %v691, i32 %v687
  %v693 = load i32, i32 addrspace(3)* %v692, align 4
  %v694 = and i32 %v690, 65535
  %v695 = shl i32 %v693, 16
  %v696 = or i32 %v694, %v695
  %v697 = add i32 %v534, 8
  %v698 = mul i32 %v697, 32
  %v699 = add i32 %v698, %v498
  %v700 = add i32 %v699, 32
  %v701 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v702 = getelementptr inbounds i32, i32 addrspace(3)* %v701, i32 %v699
  %v703 = load i32, i32 addrspace(3)* %v702, align 4
  %v704 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v705 = getelementptr inbounds i32, i32 addrspace(3)* %v704, i32 %v700
  %v706 = load i32, i32 addrspace(3)* %v705, align 4
  %v707 = and i32 %v703, 65535
  %v708 = shl i32 %v706, 16
  %v709 = or i32 %v707, %v708
  %v710 = mul i32 %v534, 32
  %v711 = add i32 %v710, %v500
  %v712 = add i32 %v711, 32
  %v713 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v714 = getelementptr inbounds i32, i32 addrspace(3)* %v713, i32 %v711
  %v715 = load i32, i32 addrspace(3)* %v714, align 4
  %v716 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v717 = getelementptr inbounds i32, i32 addrspace(3)* %v716, i32 %v712
  %v718 = load i32, i32 addrspace(3)* %v717, align 4
  %v719 = and i32 %v715, 65535
  %v720 = shl i32 %v718, 16
  %v721 = or i32 %v719, %v720
  %v722 = add i32 %v534, 8
  %v723 = mul i32 %v722, 32
  %v724 = add i32 %v723, %v500
  %v725 = add i32 %v724, 32
  %v726 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v727 = getelementptr inbounds i32, i32 addrspace(3)* %v726, i32 %v724
  %v728 = load i32, i32 addrspace(3)* %v727, align 4
  %v729 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 2048) to i32 addrspace(3)*
  %v730 = getelementptr inbounds i32, i32 addrspace(3)* %v729, i32 %v725
  %v731 = load i32, i32 addrspace(3)* %v730, align 4
  %v732 = and i32 %v728, 65535
  %v733 = shl i32 %v731, 16
  %v734 = or i32 %v732, %v733
  %v735 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v548, i32 %v560, i32 %v572, i32 %v584, i32 %v646, i32 %v659, float %v502, float %v503, float %v504, float %v505)
  %v736 = extractvalue {float, float, float, float} %v735, 0
  %v737 = extractvalue {float, float, float, float} %v735, 1
  %v738 = extractvalue {float, float, float, float} %v735, 2
  %v739 = extractvalue {float, float, float, float} %v735, 3
  %v740 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v548, i32 %v560, i32 %v572, i32 %v584, i32 %v671, i32 %v684, float %v506, float %v507, float %v508, float %v509)
  %v741 = extractvalue {float, float, float, float} %v740, 0
  %v742 = extractvalue {float, float, float, float} %v740, 1
  %v743 = extractvalue {float, float, float, float} %v740, 2
  %v744 = extractvalue {float, float, float, float} %v740, 3
  %v745 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v548, i32 %v560, i32 %v572, i32 %v584, i32 %v696, i32 %v709, float %v510, float %v511, float %v512, float %v513)
  %v746 = extractvalue {float, float, float, float} %v745, 0
  %v747 = extractvalue {float, float, float, float} %v745, 1
  %v748 = extractvalue {float, float, float, float} %v745, 2
  %v749 = extractvalue {float, float, float, float} %v745, 3
  %v750 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v548, i32 %v560, i32 %v572, i32 %v584, i32 %v721, i32 %v734, float %v514, float %v515, float %v516, float %v517)
  %v751 = extractvalue {float, float, float, float} %v750, 0
  %v752 = extractvalue {float, float, float, float} %v750, 1
  %v753 = extractvalue {float, float, float, float} %v750, 2
  %v754 = extractvalue {float, float, float, float} %v750, 3
  %v755 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v598, i32 %v610, i32 %v622, i32 %v634, i32 %v646, i32 %v659, float %v518, float %v519, float %v520, float %v521)
  %v756 = extractvalue {float, float, float, float} %v755, 0
  %v757 = extractvalue {float, float, float, float} %v755, 1
  %v758 = extractvalue {float, float, float, float} %v755, 2
  %v759 = extractvalue {float, float, float, float} %v755, 3
  %v760 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v598, i32 %v610, i32 %v622, i32 %v634, i32 %v671, i32 %v684, float %v522, float %v523, float %v524, float %v525)
  %v761 = extractvalue {float, float, float, float} %v760, 0
  %v762 = extractvalue {float, float, float, float} %v760, 1
  %v763 = extractvalue {float, float, float, float} %v760, 2
  %v764 = extractvalue {float, float, float, float} %v760, 3
  %v765 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v598, i32 %v610, i32 %v622, i32 %v634, i32 %v696, i32 %v709, float %v526, float %v527, float %v528, float %v529)
  %v766 = extractvalue {float, float, float, float} %v765, 0
  %v767 = extractvalue {float, float, float, float} %v765, 1
  %v768 = extractvalue {float, float, float, float} %v765, 2
  %v769 = extractvalue {float, float, float, float} %v765, 3
  %v770 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v598, i32 %v610, i32 %v622, i32 %v634, i32 %v721, i32 %v734, float %v530, float %v531, float %v532, float %v533)
  %v771 = extractvalue {float, float, float, float} %v770, 0
  %v772 = extractvalue {float, float, float, float} %v770, 1
  %v773 = extractvalue {float, float, float, float} %v770, 2
  %v774 = extractvalue {float, float, float, float} %v770, 3
  %v775 = add i32 %v501, 16
  %v776 = icmp slt i32 %v775, 16
  br i1 %v776, label %mma_k1613, label %mma_k16_done14
mma_k16_done14:
  %v777 = add i32 %v490, %v485
  %v778 = mul i32 %v491, 32
  %v779 = add i32 %v778, %v777
  %v780 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v781 = getelementptr inbounds float, float addrspace(3)* %v780, i32 %v779
  store float %v736, float addrspace(3)* %v781, align 4
  %v782 = add i32 %v777, 1
  %v783 = mul i32 %v491, 32
  %v784 = add i32 %v783, %v782
  %v785 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v786 = getelementptr inbounds float, float addrspace(3)* %v785, i32 %v784
  store float %v737, float addrspace(3)* %v786, align 4
  %v787 = add i32 %v491, 8
  %v788 = mul i32 %v787, 32
  %v789 = add i32 %v788, %v777
  %v790 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v791 = getelementptr inbounds float, float addrspace(3)* %v790, i32 %v789
  store float %v738, float addrspace(3)* %v791, align 4
  %v792 = add i32 %v491, 8
  %v793 = add i32 %v777, 1
  %v794 = mul i32 %v792, 32
  %v795 = add i32 %v794, %v793
  %v796 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v797 = getelementptr inbounds float, float addrspace(3)* %v796, i32 %v795
  store float %v739, float addrspace(3)* %v797, align 4
  %v798 = add i32 %v490, %v485
  %v799 = add i32 %v798, 8
  %v800 = mul i32 %v491, 32
  %v801 = add i32 %v800, %v799
  %v802 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v803 = getelementptr inbounds float, float addrspace(3)* %v802, i32 %v801
  store float %v741, float addrspace(3)* %v803, align 4
  %v804 = add i32 %v799, 1
  %v805 = mul i32 %v491, 32
  %v806 = add i32 %v805, %v804
  %v807 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v808 = getelementptr inbounds float, float addrspace(3)* %v807, i32 %v806
  store float %v742, float addrspace(3)* %v808, align 4
  %v809 = add i32 %v491, 8
  %v810 = mul i32 %v809, 32
  %v811 = add i32 %v810, %v799
  %v812 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v813 = getelementptr inbounds float, float addrspace(3)* %v812, i32 %v811
  store float %v743, float addrspace(3)* %v813, align 4
  %v814 = add i32 %v491, 8
  %v815 = add i32 %v799, 1
  %v816 = mul i32 %v814, 32
  %v817 = add i32 %v816, %v815
  %v818 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v819 = getelementptr inbounds float, float addrspace(3)* %v818, i32 %v817
  store float %v744, float addrspace(3)* %v819, align 4
  %v820 = add i32 %v490, %v485
  %v821 = add i32 %v820, 16
  %v822 = mul i32 %v491, 32
  %v823 = add i32 %v822, %v821
  %v824 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v825 = getelementptr inbounds float, float addrspace(3)* %v824, i32 %v823
  store float %v746, float addrspace(3)* %v825, align 4
  %v826 = add i32 %v821, 1
  %v827 = mul i32 %v491, 32
  %v828 = add i32 %v827, %v826
  %v829 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v830 = getelementptr inbounds float, float addrspace(3)* %v829, i32 %v828
  store float %v747, float addrspace(3)* %v830, align 4
  %v831 = add i32 %v491, 8
  %v832 = mul i32 %v831, 32
  %v833 = add i32 %v832, %v821
  %v834 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v835 = getelementptr inbounds float, float addrspace(3)* %v834, i32 %v833
  store float %v748, float addrspace(3)* %v835, align 4
  %v836 = add i32 %v491, 8
  %v837 = add i32 %v821, 1
  %v838 = mul i32 %v836, 32
  %v839 = add i32 %v838, %v837
  %v840 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v841 = getelementptr inbounds float, float addrspace(3)* %v840, i32 %v839
  store float %v749, float addrspace(3)* %v841, align 4
  %v842 = add i32 %v490, %v485
  %v843 = add i32 %v842, 24
  %v844 = mul i32 %v491, 32
  %v845 = add i32 %v844, %v843
  %v846 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v847 = getelementptr inbounds float, float addrspace(3)* %v846, i32 %v845
  store float %v751, float addrspace(3)* %v847, align 4
  %v848 = add i32 %v843, 1
  %v849 = mul i32 %v491, 32
  %v850 = add i32 %v849, %v848
  %v851 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v852 = getelementptr inbounds float, float addrspace(3)* %v851, i32 %v850
  store float %v752, float addrspace(3)* %v852, align 4
  %v853 = add i32 %v491, 8
  %v854 = mul i32 %v853, 32
  %v855 = add i32 %v854, %v843
  %v856 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v857 = getelementptr inbounds float, float addrspace(3)* %v856, i32 %v855
  store float %v753, float addrspace(3)* %v857, align 4
  %v858 = add i32 %v491, 8
  %v859 = add i32 %v843, 1
  %v860 = mul i32 %v858, 32
  %v861 = add i32 %v860, %v859
  %v862 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v863 = getelementptr inbounds float, float addrspace(3)* %v862, i32 %v861
  store float %v754, float addrspace(3)* %v863, align 4
  %v864 = add i32 %v490, %v485
  %v865 = mul i32 %v493, 32
  %v866 = add i32 %v865, %v864
  %v867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v868 = getelementptr inbounds float, float addrspace(3)* %v867, i32 %v866
  store float %v756, float addrspace(3)* %v868, align 4
  %v869 = add i32 %v864, 1
  %v870 = mul i32 %v493, 32
  %v871 = add i32 %v870, %v869
  %v872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v873 = getelementptr inbounds float, float addrspace(3)* %v872, i32 %v871
  store float %v757, float addrspace(3)* %v873, align 4
  %v874 = add i32 %v493, 8
  %v875 = mul i32 %v874, 32
  %v876 = add i32 %v875, %v864
  %v877 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v878 = getelementptr inbounds float, float addrspace(3)* %v877, i32 %v876
  store float %v758, float addrspace(3)* %v878, align 4
  %v879 = add i32 %v493, 8
  %v880 = add i32 %v864, 1
  %v881 = mul i32 %v879, 32
  %v882 = add i32 %v881, %v880
  %v883 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v884 = getelementptr inbounds float, float addrspace(3)* %v883, i32 %v882
  store float %v759, float addrspace(3)* %v884, align 4
  %v885 = add i32 %v490, %v485
  %v886 = add i32 %v885, 8
  %v887 = mul i32 %v493, 32
  %v888 = add i32 %v887, %v886
  %v889 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v890 = getelementptr inbounds float, float addrspace(3)* %v889, i32 %v888
  store float %v761, float addrspace(3)* %v890, align 4
  %v891 = add i32 %v886, 1
  %v892 = mul i32 %v493, 32
  %v893 = add i32 %v892, %v891
  %v894 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v895 = getelementptr inbounds float, float addrspace(3)* %v894, i32 %v893
  store float %v762, float addrspace(3)* %v895, align 4
  %v896 = add i32 %v493, 8
  %v897 = mul i32 %v896, 32
  %v898 = add i32 %v897, %v886
  %v899 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v900 = getelementptr inbounds float, float addrspace(3)* %v899, i32 %v898
  store float %v763, float addrspace(3)* %v900, align 4
  %v901 = add i32 %v493, 8
  %v902 = add i32 %v886, 1
  %v903 = mul i32 %v901, 32
  %v904 = add i32 %v903, %v902
  %v905 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v906 = getelementptr inbounds float, float addrspace(3)* %v905, i32 %v904
  store float %v764, float addrspace(3)* %v906, align 4
  %v907 = add i32 %v490, %v485
  %v908 = add i32 %v907, 16
  %v909 = mul i32 %v493, 32
  %v910 = add i32 %v909, %v908
  %v911 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v912 = getelementptr inbounds float, float addrspace(3)* %v911, i32 %v910
  store float %v766, float addrspace(3)* %v912, align 4
  %v913 = add i32 %v908, 1
  %v914 = mul i32 %v493, 32
  %v915 = add i32 %v914, %v913
  %v916 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v917 = getelementptr inbounds float, float addrspace(3)* %v916, i32 %v915
  store float %v767, float addrspace(3)* %v917, align 4
  %v918 = add i32 %v493, 8
  %v919 = mul i32 %v918, 32
  %v920 = add i32 %v919, %v908
  %v921 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v922 = getelementptr inbounds float, float addrspace(3)* %v921, i32 %v920
  store float %v768, float addrspace(3)* %v922, align 4
  %v923 = add i32 %v493, 8
  %v924 = add i32 %v908, 1
  %v925 = mul i32 %v923, 32
  %v926 = add i32 %v925, %v924
  %v927 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v928 = getelementptr inbounds float, float addrspace(3)* %v927, i32 %v926
  store float %v769, float addrspace(3)* %v928, align 4
  %v929 = add i32 %v490, %v485
  %v930 = add i32 %v929, 24
  %v931 = mul i32 %v493, 32
  %v932 = add i32 %v931, %v930
  %v933 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v934 = getelementptr inbounds float, float addrspace(3)* %v933, i32 %v932
  store float %v771, float addrspace(3)* %v934, align 4
  %v935 = add i32 %v930, 1
  %v936 = mul i32 %v493, 32
  %v937 = add i32 %v936, %v935
  %v938 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v939 = getelementptr inbounds float, float addrspace(3)* %v938, i32 %v937
  store float %v772, float addrspace(3)* %v939, align 4
  %v940 = add i32 %v493, 8
  %v941 = mul i32 %v940, 32
  %v942 = add i32 %v941, %v930
  %v943 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v944 = getelementptr inbounds float, float addrspace(3)* %v943, i32 %v942
  store float %v773, float addrspace(3)* %v944, align 4
  %v945 = add i32 %v493, 8
  %v946 = add i32 %v930, 1
  %v947 = mul i32 %v945, 32
  %v948 = add i32 %v947, %v946
  %v949 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 4096) to float addrspace(3)*
  %v950 = getelementptr inbounds float, float addrspace(3)* %v949, i32 %v948
  store float %v774, float addrspace(3)* %v950, align 4
  %v951 = add i32 %v486, 4
  br label %mma_tile10
st_full15:
  %v1069 = icmp ult i64 %v1050, %v1052
  %v1070 = icmp ult i64 %v1061, %v1062
  %v1071 = and i1 %v1069, %v1070
  %v1072 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1063
  %v1073 = insertelement <4 x float> undef, float %v21, i32 0
  %v1074 = insertelement <4 x float> %v1073, float %v22, i32 1
  %v1075 = insertelement <4 x float> %v1074, float %v23, i32 2
  %v1076 = insertelement <4 x float> %v1075, float %v24, i32 3
  %v1077 = bitcast float addrspace(1)* %v1072 to <4 x float> addrspace(1)*
  store <4 x float> %v1076, <4 x float> addrspace(1)* %v1077, align 16
  %v1078 = mul i64 16, %v1051
  %v1079 = add i64 %v1063, %v1078
  %v1080 = add i64 %v1050, 16
  %v1081 = icmp ult i64 %v1080, %v1052
  %v1082 = icmp ult i64 %v1061, %v1062
  %v1083 = and i1 %v1081, %v1082
  %v1084 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1079
  %v1085 = insertelement <4 x float> undef, float %v25, i32 0
  %v1086 = insertelement <4 x float> %v1085, float %v26, i32 1
  %v1087 = insertelement <4 x float> %v1086, float %v27, i32 2
  %v1088 = insertelement <4 x float> %v1087, float %v28, i32 3
  %v1089 = bitcast float addrspace(1)* %v1084 to <4 x float> addrspace(1)*
  store <4 x float> %v1088, <4 x float> addrspace(1)* %v1089, align 16
  br label %st_done17
st_edge16:
  %v1090 = icmp ult i64 %v1050, %v1052
  %v1091 = icmp ult i64 %v1061, %v1062
  %v1092 = and i1 %v1090, %v1091
  %v1093 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1063
  br i1 %v1092, label %st18, label %join19
st_done17:
  ret void
st18:
  %v1094 = insertelement <4 x float> undef, float %v21, i32 0
  %v1095 = insertelement <4 x float> %v1094, float %v22, i32 1
  %v1096 = insertelement <4 x float> %v1095, float %v23, i32 2
  %v1097 = insertelement <4 x float> %v1096, float %v24, i32 3
  %v1098 = bitcast float addrspace(1)* %v1093 to <4 x float> addrspace(1)*
  store <4 x float> %v1097, <4 x float> addrspace(1)* %v1098, align 16
  br label %join19
join19:
  %v1099 = mul i64 16, %v1051
  %v1100 = add i64 %v1063, %v1099
  %v1101 = add i64 %v1050, 16
  %v1102 = icmp ult i64 %v1101, %v1052
  %v1103 = icmp ult i64 %v1061, %v1062
  %v1104 = and i1 %v1102, %v1103
  %v1105 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1100
  br i1 %v1104, label %st20, label %join21
st20:
  %v1106 = insertelement <4 x float> undef, float %v25, i32 0
  %v1107 = insertelement <4 x float> %v1106, float %v26, i32 1
  %v1108 = insertelement <4 x float> %v1107, float %v27, i32 2
  %v1109 = insertelement <4 x float> %v1108, float %v28, i32 3
  %v1110 = bitcast float addrspace(1)* %v1105 to <4 x float> addrspace(1)*
  store <4 x float> %v1109, <4 x float> addrspace(1)* %v1110, align 16
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
